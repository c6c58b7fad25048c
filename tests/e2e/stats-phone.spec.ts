/**
 * The visit is counted on a phone that never scrolls to the Visitors panel, with no React (issue 21):
 * the islands script records it, and the counts' island waits until the panel comes near the screen.
 */
import { expect as baseExpect, test } from '@playwright/test';
import site from '../../content/site.json' with { type: 'json' };
import { collectScripts } from './support/islands';
import { phone } from './support/viewports';
import {
  STATS_ENDPOINT,
  bodyOf,
  count,
  countValue,
  refreshes,
  statsCalls,
  views,
  visitorsPanel,
} from './support/visitor-stats';

const { fallback } = site.statistics;
/** React and the islands' adoption are in this chunk; the whole app's entries are never on such a page. */
const REACT_OR_APP = /\/assets\/(adopt|boot|app|browser-app|entry-client)-[\w-]{8}\.js$/;
const LABELS = ['Online', 'Today', 'Yesterday', 'This Year', 'Total'];

test.use(phone);
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a page nobody touches counts the visit once and loads no React; scrolled to, the panel shows the counts', async ({
  page,
}) => {
  await page.clock.install();
  const scripts = collectScripts(page);
  const calls = statsCalls(page);
  await page.goto('/about', { waitUntil: 'networkidle' });

  await expect.poll(() => views(calls).map((call) => bodyOf(call).pageUrl)).toEqual(['/about']);
  // A recorded view is followed by one read of the counts (spec §7).
  await expect.poll(() => refreshes(calls).length).toBe(1);
  await expect(countValue(page, 'Total')).toHaveText('–');
  // Nobody shows the counts yet: no 5-second refresh runs, and React has not been asked for.
  await page.clock.runFor(15_000);
  expect(refreshes(calls)).toHaveLength(1);
  expect(scripts.filter((script) => REACT_OR_APP.test(script))).toEqual([]);

  await visitorsPanel(page).scrollIntoViewIfNeeded();
  for (const label of LABELS) expect(await count(page, label)).toBeGreaterThanOrEqual(0);
  expect(await count(page, 'Total')).toBeGreaterThan(0);
  // The view was recorded once, by the page's start; the panel only shows and refreshes the counts.
  const shown = refreshes(calls).length;
  await page.clock.runFor(5_000);
  await expect.poll(() => refreshes(calls).length).toBeGreaterThan(shown);
  expect(views(calls)).toHaveLength(1);
});

test('with the endpoint down, the page counts this browser’s session and the panel shows it when scrolled to', async ({
  page,
}) => {
  await page.route(`**${STATS_ENDPOINT}`, (route) => route.fulfill({ status: 503, body: 'down' }));
  const calls = statsCalls(page);
  await page.goto('/fees', { waitUntil: 'networkidle' });
  await expect.poll(() => views(calls).map((call) => bodyOf(call).pageUrl)).toEqual(['/fees']);
  // The session was counted in this browser before anyone looked at the panel.
  const stored = await page.evaluate(() => localStorage.getItem('visitorStatsFallback'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ total: fallback.total + 1 });

  await visitorsPanel(page).scrollIntoViewIfNeeded();
  expect(await count(page, 'Total')).toBe(fallback.total + 1);
  expect(await count(page, 'Yesterday')).toBe(fallback.yesterday + 1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a page hydrated whole records its view once too, through the same tracker', async ({ page }) => {
  const calls = statsCalls(page);
  await page.goto('/search?q=fees', { waitUntil: 'networkidle' });
  await expect.poll(() => views(calls).map((call) => bodyOf(call).pageUrl)).toEqual(['/search']);
  await visitorsPanel(page).scrollIntoViewIfNeeded();
  expect(await count(page, 'Total')).toBeGreaterThan(0);
  expect(views(calls)).toHaveLength(1);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the panel shows its labels with a dash for each count', async ({ page }) => {
    await page.goto('/about');
    for (const label of LABELS) await expect(countValue(page, label)).toHaveText('–');
  });
});
