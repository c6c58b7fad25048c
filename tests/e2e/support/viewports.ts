/** The widths the site is checked at: a laptop, and a mid-range Android phone (below the 768 px breakpoint). */
export const desktop = { viewport: { width: 1366, height: 900 } };
/**
 * The phone's screen is its own size: left to the project's desktop profile (1920 × 1080), Chromium's
 * mobile emulation chose the first slide's preload for a wide screen and the picture for the narrow
 * one, fetching the slide twice and warning of an unused preload a few seconds later, which failed
 * the console check of whichever test was still open by then.
 */
const phoneSize = { width: 390, height: 844 };
export const phone = { viewport: phoneSize, screen: phoneSize, isMobile: true, hasTouch: true };
