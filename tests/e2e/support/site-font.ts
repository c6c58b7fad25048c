import { expect, type Page } from '@playwright/test';

/**
 * Waits until a first visit has fetched the site's font after its first paint and noted it (the
 * note the next page reads to use the font from its first paint).
 */
export async function waitForSiteFontCached(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('site-font'))).toMatch(/\.woff2$/);
}

/** The fonts the browser drew an element's text with (not the ones its CSS asks for). */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/**
 * Visits the address (with `visit`) until its text is drawn in the site's font. With
 * font-display: optional a page keeps the fallback when the cached file is not read within the
 * first moment, which a busy machine sometimes misses; the next visit gets it.
 */
export async function visitUntilSiteFontDrawn(
  page: Page,
  address: string,
  visit: (page: Page, address: string) => Promise<unknown>,
): Promise<void> {
  await visit(page, address);
  await expect
    .poll(
      async () => {
        const drawn = (await renderedFonts(page, 'h1')).includes('Inter');
        if (!drawn) await visit(page, address);
        return drawn;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}
