/**
 * What a visitor on the bench's phone waits for beyond the first view: the results of a search opened
 * from a link (issue 21: visible within 1 s of navigation), and the next page after a tap on a link
 * (under 300 ms to its first paint): rendered ahead as the finger touched it, as Chromium does
 * (rendered-ahead.ts), and only prefetched, as browsers without prerendering do; beside the prefetched
 * journey between two bare pages: what this host and the emulated phone cost any next page.
 */
import type { Browser } from '@playwright/test';
import { FLOOR_JOURNEY, FLOOR_JOURNEY_LABEL, startFloorPage } from './floor-page';
import { formatMedianOfRuns, formatMs, median } from './measure';
import { openPhonePage } from './phone-profile';
import { launchRenderedAheadBrowser, renderedAheadTap } from './rendered-ahead';
import { runAlone } from './standalone';
import { formatTable, formatTargets, heading, type TargetResult } from './table';

const SEARCH_QUERIES = ['fees', 'pharmacy'];
const SEARCH_TARGET_MS = 1000;
/**
 * From a page to a page it links to where a phone shows the link (content, sidebar or footer); not
 * from the home page, whose admissions pop-up covers its links until the visitor closes it.
 */
const JOURNEYS: [from: string, to: string][] = [
  ['/about', '/about/history'],
  ['/downloads', '/downloads/forms'],
  ['/fees', '/fees/combined-programs'],
];
const SECOND_VIEW_TARGET_MS = 300;
/**
 * Fresh phones per row (a search opened, a journey tapped); the row is their median. One load's
 * figure moved by a couple of hundred milliseconds from run to run with what else the host was doing.
 */
const RUNS_PER_ROW = 3;
/** How long the finger may rest before the bench gives up waiting for the prefetch and lifts it. */
const PREFETCH_WAIT_MS = 10_000;

/** Notes performance.now() at the first frame that shows a result, and at the first contentful paint. */
const MARK_FIRST_RESULT = `(() => {
  const marks = (window.__searchMarks = {});
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length && marks.paint === undefined) marks.paint = performance.now();
  }).observe({ type: 'paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (marks.result !== undefined || !document.querySelector('main ol > li > article')) return;
    marks.result = -1;
    requestAnimationFrame(() => { marks.result = performance.now(); });
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** When a phone first paints `address` (a /search?q=… page) and when it first shows a result. */
export async function firstSearchResult(
  browser: Browser,
  address: string,
): Promise<{ paint: number; result: number }> {
  const { context, page } = await openPhonePage(browser, MARK_FIRST_RESULT);
  try {
    await page.goto(address, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => {
        const marks = (window as { __searchMarks?: { result?: number; paint?: number } }).__searchMarks;
        return marks && (marks.result ?? -1) > 0 && marks.paint !== undefined;
      },
      undefined,
      { polling: 20, timeout: 60_000 },
    );
    return await page.evaluate(
      () => (window as unknown as { __searchMarks: { paint: number; result: number } }).__searchMarks,
    );
  } finally {
    await context.close();
  }
}

interface SecondViewTap {
  /** From the tap's navigation to the next page's first contentful paint. */
  firstPaintMs: number;
  /** How the browser got the page: 'navigational-prefetch' when the prefetch served it. */
  delivery: string;
}

/** The median of the taps, each tap's figure, and how the browser got the page (every way seen). */
export interface SecondView extends SecondViewTap {
  from: string;
  to: string;
  runs: number[];
}

/**
 * Opens `from`, lets it settle, touches the link to `to` and holds the finger until the page's
 * prefetch has arrived (as a reader's finger rests while they decide), then lifts it.
 */
async function secondViewTap(
  browser: Browser,
  origin: string,
  from: string,
  to: string,
): Promise<SecondViewTap> {
  const { context, page, cdp } = await openPhonePage(browser);
  try {
    await page.goto(origin + from, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const link = page.locator(`a[href="${to}"]`).filter({ visible: true }).first();
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error(`${from} shows no link to ${to} on a phone`);
    const target = new URL(to, origin).href;
    const requests = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, event.request.url));
    const prefetched = new Promise<void>((resolve) =>
      cdp.on('Network.loadingFinished', (event) => requests.get(event.requestId) === target && resolve()),
    );
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await Promise.race([prefetched, page.waitForTimeout(PREFETCH_WAIT_MS)]);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForURL(target, { timeout: 60_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      {
        timeout: 60_000,
      },
    );
    const figures = await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      delivery:
        (
          performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
            deliveryType?: string;
          }
        )?.deliveryType || 'network',
    }));
    return figures;
  } finally {
    await context.close();
  }
}

/** `RUNS_PER_ROW` taps of one journey, each on a fresh phone. */
async function secondView(
  from: string,
  to: string,
  tap: (from: string, to: string) => Promise<SecondViewTap>,
): Promise<SecondView> {
  const taps = [];
  for (let run = 0; run < RUNS_PER_ROW; run++) taps.push(await tap(from, to));
  const runs = taps.map((one) => one.firstPaintMs);
  const delivery = [...new Set(taps.map((one) => one.delivery))].join(' / ');
  return { from, to, firstPaintMs: median(runs), delivery, runs };
}

export interface PhoneViews {
  /** Medians of fresh loads, with each load's time to the first result. */
  search: { query: string; paintMs: number; resultMs: number; resultRuns: number[] }[];
  /** Rendered ahead on the touch (Chromium's prerendering); the navigation starts as the tap shows the page. */
  renderedAhead: SecondView[];
  /** Prefetched only (browsers without prerendering). */
  secondViews: SecondView[];
  /** The prefetched tap between two bare pages. */
  floor: SecondView;
}

export async function measurePhoneViews(browser: Browser, origin: string): Promise<PhoneViews> {
  const search = [];
  for (const query of SEARCH_QUERIES) {
    const loads = [];
    for (let load = 0; load < RUNS_PER_ROW; load++)
      loads.push(await firstSearchResult(browser, `${origin}/search?q=${encodeURIComponent(query)}`));
    const resultRuns = loads.map((marks) => marks.result);
    search.push({
      query,
      paintMs: median(loads.map((marks) => marks.paint)),
      resultMs: median(resultRuns),
      resultRuns,
    });
  }
  const renderedAheadBrowser = await launchRenderedAheadBrowser();
  const renderedAhead = [];
  try {
    for (const [from, to] of JOURNEYS)
      renderedAhead.push(
        await secondView(from, to, (tapFrom, tapTo) =>
          renderedAheadTap(renderedAheadBrowser, origin, tapFrom, tapTo),
        ),
      );
  } finally {
    await renderedAheadBrowser.close();
  }
  const prefetchedTap = (at: string) => (from: string, to: string) => secondViewTap(browser, at, from, to);
  const secondViews = [];
  for (const [from, to] of JOURNEYS) secondViews.push(await secondView(from, to, prefetchedTap(origin)));
  const floorPages = await startFloorPage();
  try {
    const floor = await secondView(FLOOR_JOURNEY.from, FLOOR_JOURNEY.to, prefetchedTap(floorPages.origin));
    return { search, renderedAhead, secondViews, floor };
  } finally {
    await floorPages.stop();
  }
}

function journeyTargets(rows: SecondView[], kind: string): TargetResult[] {
  return rows.map((row) => ({
    target: `${row.from} → ${row.to}, ${kind}: next page paints within ${formatMs(SECOND_VIEW_TARGET_MS)}`,
    measured: `${formatMs(row.firstPaintMs)} (${row.delivery})`,
    pass: row.firstPaintMs <= SECOND_VIEW_TARGET_MS,
  }));
}

export function printPhoneViews({ search, renderedAhead, secondViews, floor }: PhoneViews): TargetResult[] {
  console.log(heading('On the phone: search results, and the next page after a tap (slow 4G, CPU 4x)'));
  console.log(
    formatTable(
      [
        { header: 'page', value: (row) => `/search?q=${row.query}`, align: 'left' },
        { header: 'first paint', value: (row) => formatMs(row.paintMs) },
        {
          header: `first result (median of ${RUNS_PER_ROW}; runs)`,
          value: (row) => formatMedianOfRuns(row.resultMs, row.resultRuns),
        },
      ],
      search,
    ),
  );
  const journeyTable = (rows: SecondView[]) =>
    formatTable<SecondView>(
      [
        {
          header: 'tap on a link',
          value: (row) => (row === floor ? FLOOR_JOURNEY_LABEL : `${row.from} → ${row.to}`),
          align: 'left',
        },
        {
          header: `navigation start to first paint (median of ${RUNS_PER_ROW}; runs)`,
          value: (row) => formatMedianOfRuns(row.firstPaintMs, row.runs),
        },
        { header: 'served from', value: (row) => row.delivery },
      ],
      rows,
    );
  console.log(`\nRendered ahead as the finger touches the link (Chromium):\n${journeyTable(renderedAhead)}`);
  console.log(
    `\nPrefetched only (browsers that do not render ahead):\n${journeyTable([...secondViews, floor])}`,
  );
  console.log('(The floor is no target: it is what no prefetched page could paint before on this host.)');
  const targets: TargetResult[] = [
    ...search.map((row) => ({
      target: `/search?q=${row.query}: results visible within ${formatMs(SEARCH_TARGET_MS)} of navigation`,
      measured: formatMs(row.resultMs),
      pass: row.resultMs <= SEARCH_TARGET_MS,
    })),
    ...journeyTargets(renderedAhead, 'rendered ahead'),
    ...journeyTargets(secondViews, 'prefetched only'),
  ];
  console.log(`\n${formatTargets(targets)}`);
  return targets;
}

if (import.meta.url === `file://${process.argv[1]}`) await runAlone(measurePhoneViews, printPhoneViews);
