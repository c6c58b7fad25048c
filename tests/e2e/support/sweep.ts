import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * A test that visits one page of a sweep, in a browser context shared by every test of the worker
 * with the same screen (viewport, touch, mobile): a fresh context per page would fetch and compile
 * the site's scripts and styles again each time, which is most of a sweep's cost and none of what
 * it checks. Each test still gets its own page, so its session storage, init scripts and console are
 * its own.
 */
export const sweepTest = base.extend<{ sweepPage: Page }, { sweepContexts: Map<string, BrowserContext> }>({
  sweepContexts: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const contexts = new Map<string, BrowserContext>();
      await provide(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  sweepPage: async (
    { sweepContexts, browser, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL },
    provide,
  ) => {
    const screen = { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL };
    const key = JSON.stringify(screen);
    let context = sweepContexts.get(key);
    if (!context) {
      context = await browser.newContext(screen);
      sweepContexts.set(key, context);
    }
    const page = await context.newPage();
    await provide(page);
    await page.close();
  },
});
