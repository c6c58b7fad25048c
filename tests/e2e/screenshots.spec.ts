import { expect, test, type Page } from '@playwright/test';
import { pauseClock } from './support/clock';
import { visitPaused } from './support/hydration';
import { keepAdmissionsPopupAway } from './support/site-only';
import { visitUntilSiteFontDrawn, waitForSiteFontCached } from './support/site-font';

/**
 * Pictures of the first screen of the pages parents come for, at a phone's and a laptop's width,
 * compared with the ones in tests/e2e/screenshots.spec.ts-snapshots/. After an intended change of
 * look, renew them with `npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots` and
 * look at the new pictures before committing them. Time is paused, animations are off, and what
 * changes by itself (the visitor counts, the ticker's line) is masked.
 */
const PAGES = [
  { name: 'home', address: '/' },
  { name: 'fees-combined-programs', address: '/fees/combined-programs' },
  { name: 'downloads-forms', address: '/downloads/forms' },
  { name: 'gallery', address: '/gallery' },
];
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
];

const changing = (page: Page) => [
  page.getByTestId('news-ticker'),
  // The Visitors panel's figures.
  page.locator('aside section dl'),
];

async function open(page: Page, address: string) {
  // A first visit paints in the fallback font and fetches the site's font after its first paint, for
  // the next page: the picture is taken on the second, once the file is in the cache.
  await page.goto(address);
  await waitForSiteFontCached(page);
  await pauseClock(page);
  // These pictures are of the page itself.
  await keepAdmissionsPopupAway(page);
  await visitUntilSiteFontDrawn(page, address, visitPaused);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

for (const { name: widthName, viewport } of WIDTHS) {
  test.describe(`at ${widthName} width`, () => {
    test.use({ viewport });

    for (const { name, address } of PAGES) {
      test(`${address} looks as it did`, async ({ page }) => {
        await open(page, address);
        await expect(page).toHaveScreenshot(`${name}-${widthName}.png`, {
          animations: 'disabled',
          mask: changing(page),
          maxDiffPixelRatio: 0.01,
        });
      });
    }

    test('the gallery viewer looks as it did', async ({ page }) => {
      await open(page, '/gallery');
      await page.getByTestId('gallery-grid').getByRole('link').first().click();
      const viewer = page.getByRole('dialog');
      // The viewer opens with a transition timed by the page's clock, which is paused.
      await expect
        .poll(async () => (await viewer.isVisible()) || (await page.clock.runFor(50), false))
        .toBe(true);
      await page.clock.runFor(1000);
      await expect(page).toHaveScreenshot(`gallery-viewer-${widthName}.png`, {
        animations: 'disabled',
        mask: changing(page),
        maxDiffPixelRatio: 0.01,
      });
    });
  });
}
