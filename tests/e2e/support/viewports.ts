/** The widths the site is checked at: a laptop, and a mid-range Android phone (below the 768 px breakpoint). */
export const desktop = { viewport: { width: 1366, height: 900 } };
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
