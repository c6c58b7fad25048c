import { expect, test, type Page } from '@playwright/test';
import { expectAdminPassesAxe, openSignedIn } from './support/admin';

const STATS = '/api/backend/api/v1/visitor_stats.php';

/** Records views of a page by one session through the statistics endpoint, as the public pages do. */
async function recordViews(page: Page, sessionId: string, paths: string[]) {
  for (const path of paths) {
    const response = await page.request.post(STATS, {
      data: { sessionId, pageUrl: path, referrer: '' },
    });
    expect(response.ok()).toBe(true);
  }
}

test.describe('admin visitors', () => {
  test('shows the endpoint’s real report: totals, monthly chart, devices and top pages', async ({ page }) => {
    await recordViews(page, 'visitors-e2e-one', ['/graduation', '/graduation', '/gallery']);
    await recordViews(page, 'visitors-e2e-two', ['/graduation']);
    await openSignedIn(page, '/admin/dashboard/visitors');
    // The report is the signed-in admin's: read with the page's session.
    const report = await (await page.request.get(`${STATS}?action=report`)).json();
    await expect(page.getByRole('heading', { name: 'Visitors', level: 2 })).toBeVisible();
    const figures = page.getByRole('list', { name: 'Visitor figures' });
    await expect(figures.getByRole('listitem').filter({ hasText: 'Total Visitors' })).toContainText(
      report.data.total.toLocaleString('en-GB'),
    );
    await expect(figures).toContainText('Average Daily');
    await expect(figures).toContainText('Bounce Rate');
    await expect(page.getByText(/Sample figures/)).toHaveCount(0);

    await expect(page.getByRole('region', { name: 'Monthly visits' }).locator('svg').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Device usage' })).toContainText('Mobile');
    // The endpoint's top pages, whatever else the other tests have visited meanwhile.
    const topPages = page.getByRole('table', { name: 'Most visited pages' });
    const mostVisited: string = report.data.topPages[0].path;
    await expect(topPages.getByRole('rowheader', { name: mostVisited, exact: true })).toBeVisible();
    expect(await topPages.getByRole('row').count()).toBeLessThanOrEqual(6);
    await expectAdminPassesAxe(page);
  });

  test('shows the spec’s sample figures, labelled, when the endpoint cannot be reached', async ({ page }) => {
    await page.route(`**${STATS}?action=report`, (route) => route.fulfill({ status: 503, body: '{}' }));
    await openSignedIn(page, '/admin/dashboard/visitors');
    await expect(
      page
        .getByRole('alert')
        .or(page.getByText(/Sample figures/))
        .first(),
    ).toContainText('Sample figures');
    const figures = page.getByRole('list', { name: 'Visitor figures' });
    await expect(figures).toContainText('24,850');
    await expect(figures).toContainText('823');
    await expect(figures).toContainText('28.5%');
    await expect(figures).toContainText('(sample)');
    const devices = page.getByRole('region', { name: /Device usage/ });
    await expect(devices).toContainText('Mobile 65%');
    await expect(devices).toContainText('Desktop 30%');
    await expect(devices).toContainText('Tablet 5%');
    await expect(page.getByRole('table', { name: 'Most visited pages' }).getByRole('row')).toHaveCount(6);

    // When the service is back, Try again shows the real report.
    await page.unroute(`**${STATS}?action=report`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/Sample figures/)).toHaveCount(0);
    await expect(figures).not.toContainText('(sample)');
  });

  test('keeps the monthly chart’s axis in whole numbers from 0 to 3000 while no visit is recorded', async ({
    page,
  }) => {
    const empty = {
      total: 0,
      averageDailyVisitors: 0,
      visitorsThisWeek: 0,
      bounceRate: 0,
      monthly: [
        { month: '2025-05', visits: 0 },
        { month: '2025-06', visits: 0 },
      ],
      devices: { mobile: 0, desktop: 0, tablet: 0 },
      topPages: [],
    };
    await page.route(`**${STATS}?action=report`, (route) =>
      route.fulfill({ json: { success: true, data: empty } }),
    );
    await openSignedIn(page, '/admin/dashboard/visitors');
    const chart = page.getByRole('region', { name: 'Monthly visits' });
    const ticks = chart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
    await expect(ticks.getByText('0', { exact: true })).toHaveCount(1);
    await expect(ticks.getByText('3,000', { exact: true })).toHaveCount(1);
    for (const tick of await ticks.allTextContents()) expect(tick).toMatch(/^\d{1,3}(,\d{3})*$/);
  });

  test('works on a phone and passes axe there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, '/admin/dashboard/visitors');
    await expect(page.getByRole('list', { name: 'Visitor figures' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Most visited pages' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAdminPassesAxe(page);
  });
});
