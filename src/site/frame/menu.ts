import type { MenuItem } from '../../content/types.generated';

/** Timings and limits of the header (spec section 9). */
export const DROPDOWN_CLOSE_DELAY_MS = 300;

/** True when the current address is the entry's page or lies below it. */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.url === '/') return pathname === '/';
  if (item.url && (pathname === item.url || pathname.startsWith(item.url + '/'))) return true;
  return (item.children ?? []).some((child) => isActive(child, pathname));
}

/**
 * The desktop bar's measures, from its styles: Inter 700 at 0.9rem averages under 9.4 px a
 * character (capitals included), each entry has 12 px of padding a side, a dropdown entry a 20 px
 * chevron, and the bar shares its row with the 48 px search button inside the page's 24 px gutters
 * (plus room for a classic scroll bar), up to the 1440 px content width.
 */
const AVERAGE_CHAR_PX = 9.4;
const ENTRY_PADDING_PX = 26;
const CHEVRON_PX = 22;
const SEARCH_BUTTON_PX = 48;
const PAGE_GUTTERS_PX = 48 + 17;
const MAX_CONTENT_PX = 1440;

export interface MenuEntryMeasure {
  label: string;
  hasChildren: boolean;
}

/** Where the desktop bar shows each entry: entry i sits in the bar from shownFrom[i] px of viewport up, under "More" below it. */
export interface MenuFit {
  shownFrom: number[];
  /** "More" shows below this viewport width; from it up every entry fits in the bar. */
  moreBelow: number;
}

function entryWidth({ label, hasChildren }: MenuEntryMeasure): number {
  return Math.ceil(label.length * AVERAGE_CHAR_PX) + ENTRY_PADDING_PX + (hasChildren ? CHEVRON_PX : 0);
}

/**
 * Which entries fit in one row at which viewport width, the rest gathered under "More". It depends only
 * on the labels, so the prerendered page and the browser agree and CSS alone applies it, before and
 * without scripts.
 */
export function planMenuFit(entries: readonly MenuEntryMeasure[], moreLabel: string): MenuFit {
  const moreWidth = entryWidth({ label: moreLabel, hasChildren: true });
  const viewportFor = (barWidth: number) => {
    const needed = barWidth + SEARCH_BUTTON_PX + PAGE_GUTTERS_PX;
    return needed - PAGE_GUTTERS_PX + 48 > MAX_CONTENT_PX ? Infinity : needed;
  };
  // needs[k]: the viewport the first k entries need in the bar, with "More" when some are left out.
  const needs: number[] = [];
  let width = 0;
  for (let k = 0; k <= entries.length; k++) {
    needs.push(viewportFor(width + (k < entries.length ? moreWidth : 0)));
    if (k < entries.length) width += entryWidth(entries[k]!);
  }
  const shownFrom = entries.map((_, index) => Math.min(...needs.slice(index + 1)));
  return { shownFrom, moreBelow: needs[entries.length]! };
}
