/** The attributes that mark an island's host element in a prerendered page (no React needed to read them). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const HYDRATION_ATTRIBUTE = 'data-hydrate';
export const ID_PREFIX_ATTRIBUTE = 'data-id-prefix';
/** Set on a host once its island has adopted its part of the page (for styles and tests that wait for it). */
export const ADOPTED_ATTRIBUTE = 'data-adopted';
