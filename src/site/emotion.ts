import createCache from '@emotion/cache';

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
 * The same cache key on both sides gives the same class names. In the browser the cache takes the
 * prerendered styles as already inserted, leaving their block where it is; rules it has not seen
 * go into a sheet of its own after it.
 */
export function createEmotionCache() {
  const cache = createCache({ key: 'css' });
  for (const block of prerenderedStyleBlocks()) {
    for (const name of block.getAttribute(PRERENDERED_STYLES_ATTRIBUTE)!.split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}
