import createCache from '@emotion/cache';

/** The same cache key on both sides lets the browser adopt the styles inlined by prerendering. */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}
