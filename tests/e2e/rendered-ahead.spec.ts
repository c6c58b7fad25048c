import { expect, test, type Page } from '@playwright/test';
import { expectPopupAtItsDelay, popup } from './support/admissions-popup';
import { pauseClock } from './support/clock';
import { en } from './support/content';
import { waitForHydrationPaused } from './support/hydration';
import { statsCalls, views } from './support/visitor-stats';

/**
 * The browser renders a page ahead when a finger touches its link (the speculation rules), and shows
 * it when the tap lands. Chromium refuses to render ahead while a test drives it, so the page is told
 * it is being rendered ahead as the browser would tell it: `document.prerendering` is true until the
 * returned function shows the page and fires `prerenderingchange`.
 */
async function renderAhead(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
    (window as unknown as { showRenderedPage: () => number }).showRenderedPage = () => {
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
      return Date.now();
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { showRenderedPage: () => number }).showRenderedPage());
}

/** Whether the page's loader has asked for the islands script. */
const islandsScriptAdded = (page: Page) =>
  page
    .locator('script[src*="entry-islands"]')
    .count()
    .then((count) => count > 0);

test.describe('a page rendered ahead of the tap', () => {
  test('runs none of its scripts and counts no visit until it is shown; its pop-up counts from then', async ({
    page,
  }) => {
    await pauseClock(page);
    const show = await renderAhead(page);
    const calls = statsCalls(page);
    await page.goto('/', { waitUntil: 'load' });
    // Past the first paint and past the loader's fallback of 3 s: a page shown would have its scripts.
    await page.clock.runFor(5000);
    expect(await islandsScriptAdded(page)).toBe(false);
    await expect(page.getByRole('dialog', { name: en(popup.title) })).toBeHidden();
    expect(calls).toEqual([]);

    const shownAt = await show();
    await waitForHydrationPaused(page, 1);
    expect(await islandsScriptAdded(page)).toBe(true);
    const pageShownAt = await page.evaluate(() => (window as unknown as { pageShownAt: number }).pageShownAt);
    expect(pageShownAt).toBe(shownAt);
    await expect.poll(() => views(calls).length).toBe(1);

    await expectPopupAtItsDelay(page, await page.evaluate((at) => Date.now() - at, shownAt));
  });
});
