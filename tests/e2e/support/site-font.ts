import { expect, type Page } from '@playwright/test';

/**
 * Waits until a first visit has fetched the site's font after its first paint and noted it (the
 * note the next page reads to use the font from its first paint).
 */
export async function waitForSiteFontCached(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('site-font'))).toMatch(/\.woff2$/);
}
