import { atPageTime } from '../page-time';

export interface ShowPopupProps {
  /** The id of the pop-up's <dialog>, prerendered closed beside this island. */
  dialogId: string;
  delayMs: number;
  /** False when the page was reached inside a page hydrated whole (an in-site link there). */
  startedHere: boolean;
}

/** Session storage key: the pop-up has been shown in this browser session. */
export const POPUP_SHOWN_KEY = 'admissionsPopupShown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(POPUP_SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberShown() {
  try {
    sessionStorage.setItem(POPUP_SHOWN_KEY, 'true');
  } catch {
    // Without session storage the pop-up may show again on the next visit to the page; nothing breaks.
  }
}

/**
 * Whether this document is a fresh visit (spec: "only on a reload or a fresh navigation"): a reload,
 * an address typed or bookmarked, a link from another site; not a link followed from a page of this
 * site (its referrer is this origin: the server's policy sends it), nor a step back or forward.
 */
function isFreshVisit(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type === 'reload') return true;
  if (entry?.type === 'back_forward') return false;
  return document.referrer === '' || new URL(document.referrer).origin !== window.location.origin;
}

/**
 * Opens the admissions pop-up delayMs after the page loads (counted from when the prerendered page
 * was shown, so slow scripts do not push it later), once per browser session, and only on a fresh visit:
 * coming here by a link from another page of the site never shows it. When the
 * code starts after the delay has passed, the pop-up opens as it starts, before the next paint, with
 * no timer to wait for. Closing is the dialog's own (its buttons' invoker commands, Escape, a click
 * outside it), which this does for a browser that lacks them; it also keeps Tab inside the dialog
 * while it is open. A behaviour island: no React.
 */
export function adopt(_host: HTMLElement, { dialogId, delayMs, startedHere }: ShowPopupProps): () => void {
  const openDialog = () => {
    const dialog = document.getElementById(dialogId);
    if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
    rememberShown();
    dialog.showModal();
  };
  const cancelOpening =
    !startedHere || !isFreshVisit() || alreadyShown() ? () => {} : atPageTime(delayMs, openDialog);

  const keepTabInside = (event: KeyboardEvent) => {
    const dialog = document.getElementById(dialogId);
    if (event.key !== 'Tab' || !(dialog instanceof HTMLDialogElement) || !dialog.open) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    const wrapTo = event.shiftKey
      ? (active === first || !dialog.contains(active)) && last
      : (active === last || !dialog.contains(active)) && first;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  };
  // Where the browser knows neither invoker commands nor light dismiss: a click on a closing
  // button, or on the dialog element itself (its backdrop: the content fills it edge to edge).
  const closeWhereUnknown = (event: MouseEvent) => {
    const dialog = document.getElementById(dialogId);
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
    const closer = (event.target as Element | null)?.closest(`button[commandfor="${dialogId}"]`);
    if (event.target === dialog ? !('closedBy' in dialog) : closer && !('command' in closer)) dialog.close();
  };
  document.addEventListener('keydown', keepTabInside);
  document.addEventListener('click', closeWhereUnknown);
  return () => {
    cancelOpening();
    document.removeEventListener('keydown', keepTabInside);
    document.removeEventListener('click', closeWhereUnknown);
  };
}
