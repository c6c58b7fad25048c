import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * Marks the <style> block that prerendering puts in a page's head; its value lists the emotion style
 * names the block holds. Not emotion's own data-emotion attribute: emotion moves the tags it finds
 * by that one into its sheet, and every move makes the browser match the page's styles again.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

function prerenderedStyleBlocks(): HTMLStyleElement[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll<HTMLStyleElement>(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)];
}

/** Whether this page came with its styles prerendered (a built page, not the bare dev template). */
export function pageHasPrerenderedStyles(): boolean {
  return prerenderedStyleBlocks().length > 0;
}

/**
 * In place of emotion's default prefixer, which writes each flexbox, transform and transition rule two
 * or three times for browsers of ten years ago (a third of a page's inline CSS): every browser the site
 * supports reads those unprefixed. Safari still needs its prefix for user-select; rules written with a
 * prefix by hand pass as written. One array for the process: emotion's server cache is kept per array.
 */
const STYLIS_PLUGINS: StylisPlugin[] = [
  (element) => {
    if (element.type === 'decl' && element.props === 'user-select' && !element.return) {
      element.return = `-webkit-${element.value}${element.value}`;
    }
  },
];

/**
 * The same cache key on both sides gives the same class names. In the browser the cache takes the
 * prerendered styles as already inserted, leaving their block where it is; rules it has not seen
 * go into a sheet of its own after it.
 */
export function createEmotionCache() {
  const cache = createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
  for (const block of prerenderedStyleBlocks()) {
    for (const name of block.getAttribute(PRERENDERED_STYLES_ATTRIBUTE)!.split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}
