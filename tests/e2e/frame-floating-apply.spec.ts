import { expect, test, type Page } from '@playwright/test';
import { pauseClock } from './support/clock';
import { en, site } from './support/content';
import { visit, visitPaused } from './support/hydration';

const floatingApply = (page: Page) => page.getByTestId('floating-apply');
const scrollTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo(0, y), top);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A short window, so the footer stays out of sight until the page is scrolled well down. */
test.use({ viewport: { width: 1366, height: 480 } });

test.describe('floating APPLY NOW (spec 2.6)', () => {
  test.beforeEach(async ({ page }) => {
    // The admission page is another site; the test answers for it so nothing leaves the machine.
    await page.route(`${site.admission.onlineApplicationUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Online admission</title>' }),
    );
    await pauseClock(page);
    await visitPaused(page, '/about');
  });

  test('appears once the page is scrolled beyond 300 px', async ({ page }) => {
    await expect(floatingApply(page)).toHaveCount(0);
    await scrollTo(page, 300);
    await expect.poll(() => scrollY(page)).toBe(300);
    await expect(floatingApply(page)).toHaveCount(0);
    await scrollTo(page, 301);
    await expect(floatingApply(page)).toBeVisible();
    await expect(floatingApply(page)).toHaveText(en(site.admission.applyLabel));
    await scrollTo(page, 0);
    await expect(floatingApply(page)).toHaveCount(0);
  });

  test('scrolls to the top, then after 600 ms goes to the admission page', async ({ page }) => {
    await scrollTo(page, 600);
    await floatingApply(page).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.clock.runFor(599);
    expect(page.url()).not.toContain(site.admission.onlineApplicationUrl);
    await page.clock.runFor(1);
    await page.waitForURL(site.admission.onlineApplicationUrl);
  });

  test('changes colour while the footer is on screen', async ({ page }) => {
    const colour = () => floatingApply(page).evaluate((button) => getComputedStyle(button).backgroundColor);
    await scrollTo(page, 320);
    await expect(floatingApply(page)).toHaveAttribute('data-over-footer', 'false');
    const away = await colour();

    await page.locator('#site-footer').scrollIntoViewIfNeeded();
    await expect(floatingApply(page)).toHaveAttribute('data-over-footer', 'true');
    // The colour eases over a CSS transition, which runs on the browser's own clock.
    await expect.poll(colour).not.toBe(away);

    await scrollTo(page, 320);
    await expect(floatingApply(page)).toHaveAttribute('data-over-footer', 'false');
    await expect.poll(colour).toBe(away);
  });
});

test.describe('floating APPLY NOW stays out of the way', () => {
  for (const address of ['/apply', '/sw/apply']) {
    test(`is not offered on ${address}, the page about applying`, async ({ page }) => {
      await visitPaused(page, address);
      await scrollTo(page, 800);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
      await expect(floatingApply(page)).toHaveCount(0);
    });
  }

  test('is not shown beside the sidebar’s APPLY NOW on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/fees/combined-programs');
    const sidebarApply = page.locator('[data-apply-button]');
    await scrollTo(page, 600);
    await expect(floatingApply(page)).toBeVisible();
    await sidebarApply.scrollIntoViewIfNeeded();
    await expect(sidebarApply).toBeInViewport();
    await expect(floatingApply(page)).toHaveCount(0);
    await scrollTo(page, 600);
    await expect(floatingApply(page)).toBeVisible();
  });
});
