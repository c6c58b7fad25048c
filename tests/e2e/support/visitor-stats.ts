import { expect as baseExpect, type Page, type Request } from '@playwright/test';

/** The statistics endpoint of spec §7, as the site's settings name it. */
export const STATS_ENDPOINT = '/api/backend/api/v1/visitor_stats.php';

// The counts appear only after their island and a lazy chunk, which on a busy machine takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });

export function visitorsPanel(page: Page) {
  // includeHidden: the home page's admissions pop-up hides the rest of the page from assistive tools.
  return page.getByRole('region', { name: 'Visitors', includeHidden: true });
}

/** The value beside a label of the Visitors panel: a dash, then a number once the counts are in. */
export function countValue(page: Page, label: string) {
  return visitorsPanel(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term', { includeHidden: true }).getByText(label, { exact: true }) })
    .getByRole('definition', { includeHidden: true });
}

/** The number shown beside a label of the Visitors panel, once it shows one. */
export async function count(page: Page, label: string): Promise<number> {
  const value = countValue(page, label);
  await expect(value).toHaveText(/^[\d,]+$/);
  return Number((await value.textContent())!.replace(/,/g, ''));
}

/** Every request the page sends to the statistics endpoint, from now on (beacons included). */
export function statsCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === STATS_ENDPOINT) calls.push(request);
  });
  return calls;
}

export const bodyOf = (request: Request) => JSON.parse(request.postData() ?? '{}') as Record<string, string>;

/** The calls that record a page view (not the heartbeat, not leaving). */
export const views = (calls: Request[]) =>
  calls.filter(
    (call) => call.method() === 'POST' && bodyOf(call).pageUrl && bodyOf(call).referrer !== 'heartbeat',
  );

/** The calls that only read the counts. */
export const refreshes = (calls: Request[]) => calls.filter((call) => call.method() === 'GET');

export async function serverCounts(page: Page): Promise<Record<string, number>> {
  const answer = (await (await page.request.get(STATS_ENDPOINT)).json()) as { data: Record<string, number> };
  return answer.data;
}
