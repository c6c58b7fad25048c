/** JSON that is safe inside a script element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The global the page's loader sets to Date.now() once the prerendered page is parsed, before the
 * scripts are fetched: times the spec counts from the page's load start there, not from hydration.
 */
export const PAGE_SHOWN_AT_GLOBAL = 'pageShownAt';

/**
 * The global the font's head script sets, on a first visit, to the function that fetches the site's
 * font file: the page's scripts call it once the page has loaded, in a task of their own, so that the
 * file is there for the next page and never competes with this one.
 */
export const FETCH_SITE_FONT_GLOBAL = 'fetchSiteFont';

/**
 * The Element Timing name of the page's main picture: the page's loader waits for it to be painted
 * before it fetches the scripts, so the picture a visitor waits for never shares the connection or
 * the main thread with them.
 */
export const MAIN_PICTURE_TIMING = 'main-picture';

/** Milliseconds since the prerendered page was shown; 0 where no loader ran (development, in-app pages). */
export function msSincePageShown(): number {
  const shownAt = (globalThis as Record<string, unknown>)[PAGE_SHOWN_AT_GLOBAL];
  return typeof shownAt === 'number' ? Math.max(0, Date.now() - shownAt) : 0;
}
