import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useDocument } from '../../content/hooks';
import { atPageTime } from '../page-time';
import type { BlockProps } from '../types';
import AdmissionsDialog from './AdmissionsDialog';

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
 * Opens the admissions pop-up delayMs after the page loads (counted from when the prerendered page was
 * shown, so slow scripts do not push it later), once per browser session, and only when the
 * visit starts on this page (a fresh load or reload): the router's first location has the key "default",
 * so coming back here by an in-app link never shows it. When the scripts start after the delay has
 * passed, it opens while the page is adopted, before the next paint, with no timer to wait for.
 */
export default function AdmissionsPopupBlock(_props: BlockProps<'admissions-popup'>) {
  const popup = useDocument('popup');
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const startedHere = location.key === 'default';

  useLayoutEffect(() => {
    if (!popup.enabled || !startedHere || alreadyShown()) return;
    return atPageTime(popup.delayMs, () => {
      rememberShown();
      setOpen(true);
    });
  }, [popup.enabled, popup.delayMs, startedHere]);

  if (!popup.enabled) return null;
  return <AdmissionsDialog popup={popup} open={open} onClose={() => setOpen(false)} />;
}
