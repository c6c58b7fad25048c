import { expect as baseExpect, test, type Page } from '@playwright/test';
import site from '../../content/site.json' with { type: 'json' };
import {
  STATS_ENDPOINT as ENDPOINT,
  bodyOf,
  count,
  serverCounts,
  statsCalls,
  views,
  visitorsPanel as panel,
} from './support/visitor-stats';

const { fallback } = site.statistics;

// The counts appear only after hydration and a lazy chunk, which on a busy machine takes a while.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function hide(page: Page, hidden: boolean) {
  await page.evaluate(
    (state) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    },
    hidden ? 'hidden' : 'visible',
  );
}

test('the Visitors panel shows the labelled counts, and they move when someone visits', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  const calls = statsCalls(page);
  await page.goto('/');
  for (const label of ['Online', 'Today', 'Yesterday', 'This Year', 'Total']) {
    await expect(panel(page).getByText(label, { exact: true })).toBeVisible();
  }
  const shownFirst = await count(page, 'Total');
  expect(views(calls).map((call) => bodyOf(call).pageUrl)).toEqual(['/']);
  expect(bodyOf(views(calls)[0]!).sessionId).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

  // Someone else arrives: the server counts one more session than the panel first showed.
  const other = await browser.newPage();
  await other.goto('/about');
  await count(other, 'Total');
  await other.close();
  const server = await serverCounts(page);
  expect(server.total).toBeGreaterThan(shownFirst);

  // Within the next 5-second refresh the panel shows at least that.
  await page.clock.runFor(5_000);
  await expect.poll(() => count(page, 'Total')).toBeGreaterThanOrEqual(server.total!);
  expect(await count(page, 'Today')).toBeGreaterThanOrEqual(server.today!);

  // A page of the session is recorded once, however often it is opened again.
  await page.goto('/about');
  await count(page, 'Total');
  await page.goto('/');
  await count(page, 'Total');
  await expect.poll(() => views(calls).map((call) => bodyOf(call).pageUrl)).toEqual(['/', '/about']);

  // The heartbeat, every 60 s, says the same page again without counting it.
  await page.clock.runFor(60_000);
  await expect
    .poll(() =>
      calls.filter((call) => bodyOf(call).referrer === 'heartbeat').map((call) => bodyOf(call).pageUrl),
    )
    .toContain('/');
});

test('leaving sends a beacon and a GET; polling stops while hidden and resumes when shown', async ({
  page,
}) => {
  // Beacons do not show as page requests, so the page notes each one the browser queued.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sent: string[] = [];
    Object.assign(window, { sentBeacons: sent });
    navigator.sendBeacon = (url, data) => {
      const queued = send(url, data);
      if (queued && data instanceof Blob) {
        void data.text().then((text) => sent.push(`${String(url)} ${data.type} ${text}`));
      }
      return queued;
    };
  });
  await page.clock.install();
  const calls = statsCalls(page);
  await page.goto('/');
  await count(page, 'Total');

  const sessionId = bodyOf(views(calls)[0]!).sessionId;
  const beforeHiding = calls.length;
  await hide(page, true);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons))
    .toEqual([`${ENDPOINT} application/json ${JSON.stringify({ sessionId, action: 'leaving' })}`]);
  // The beacon is the only POST (the browser does not show its body); a GET followed it.
  const posts = calls.slice(beforeHiding).filter((call) => call.method() === 'POST');
  expect(posts.map((call) => call.resourceType())).toEqual(['ping']);
  await expect.poll(() => calls.slice(beforeHiding).some((call) => call.method() === 'GET')).toBe(true);

  const whileHidden = calls.length;
  await page.clock.runFor(120_000);
  expect(calls.length).toBe(whileHidden);

  await hide(page, false);
  await expect
    .poll(() => calls.slice(whileHidden).some((call) => bodyOf(call).referrer === 'heartbeat'))
    .toBe(true);
  const shown = calls.length;
  await page.clock.runFor(5_000);
  await expect.poll(() => calls.slice(shown).some((call) => call.method() === 'GET')).toBe(true);
});

test('leaving falls back to a keepalive request when the browser queues no beacon', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.sendBeacon = () => false;
  });
  const calls = statsCalls(page);
  await page.goto('/');
  await count(page, 'Total');
  await hide(page, true);
  await expect.poll(() => calls.filter((call) => bodyOf(call).action === 'leaving').length).toBe(1);
  const leaving = calls.find((call) => bodyOf(call).action === 'leaving')!;
  expect(leaving.resourceType()).toBe('fetch');
  expect(leaving.headers()['content-type']).toBe('application/json');
});

test('with the endpoint down, the panel shows the local counts and no error', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(`**${ENDPOINT}`, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.clock.install();
  await page.goto('/');

  await expect.poll(() => count(page, 'Total')).toBe(fallback.total + 1);
  expect(await count(page, 'Yesterday')).toBe(fallback.yesterday + 1);
  expect(await count(page, 'This Year')).toBe(fallback.yearly + 1);
  const online = await count(page, 'Online');
  expect(online).toBeGreaterThanOrEqual(fallback.onlineMin);
  expect(online).toBeLessThanOrEqual(fallback.onlineMax);
  expect(warnings.some((warning) => warning.includes('Visitor statistics are unavailable'))).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/error|failed|503/i)).toHaveCount(0);

  // The same session is counted once, however many pages and refreshes follow.
  await page.clock.runFor(15_000);
  await page.goto('/about');
  await expect.poll(() => count(page, 'Total')).toBe(fallback.total + 1);

  // Once the endpoint answers again, the real counts come back.
  await page.unroute(`**${ENDPOINT}`);
  await page.clock.runFor(5_000);
  const server = await serverCounts(page);
  await expect.poll(() => count(page, 'Total')).toBeGreaterThanOrEqual(server.total!);
  expect(await count(page, 'Total')).not.toBe(fallback.total + 1);
});

test('leaving falls back to a synchronous request when neither beacon nor keepalive goes', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.sendBeacon = () => false;
    const fetchOnce = window.fetch.bind(window);
    window.fetch = (input, init) =>
      init?.keepalive ? Promise.reject(new TypeError('keepalive refused')) : fetchOnce(input, init);
  });
  const calls = statsCalls(page);
  await page.goto('/about');
  await count(page, 'Total');
  await hide(page, true);
  await expect.poll(() => calls.filter((call) => bodyOf(call).action === 'leaving').length).toBe(1);
  const leaving = calls.find((call) => bodyOf(call).action === 'leaving')!;
  expect(leaving.resourceType()).toBe('xhr');
  expect(leaving.headers()['content-type']).toBe('application/json');
});
