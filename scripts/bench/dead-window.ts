/**
 * The dead window: on a phone on slow 4G with its CPU slowed four times, a visitor taps the menu
 * button, or the search button, the moment the page first paints. The row says how long after that
 * tap the control did its job (the frame that shows the menu or the search dialog open, or the search
 * page requested).
 * A frame that needs its scripts answers only once they have run, seconds later; one that works
 * without them answers at once. Each control is tapped on three fresh loads and the row gives the
 * median: one tap lands at a different moment of the page's start-up each time, and a single one
 * would flip the row over and under its target. `npm run bench` prints it; the tests check the
 * behaviour itself.
 */
import type { Browser, Page } from '@playwright/test';
import { formatMedianOfRuns, formatMs, median } from './measure';
import { CPU_SLOWDOWN, openPhonePage } from './phone-profile';
import { runAlone } from './standalone';
import { formatTable, formatTargets, heading, type TargetResult } from './table';

export const DEAD_WINDOW_ROUTES = ['/', '/about', '/fees/combined-programs'];
/** A tap answered within this is answered at once: a frame or two on the slowed CPU. */
const TARGET_MS = 100;
const MARKS_KEY = 'bench-dead-window';
/** Taps of each control per route; the row is their median. */
const TAPS = 3;

/** Medians of the taps, and each tap's own figure (in the order made) for the report. */
export interface DeadWindow {
  route: string;
  firstPaintMs: number;
  /** When the menu tap landed, after the first paint. */
  tapAfterPaintMs: number;
  menuMs: number;
  searchMs: number;
  menuRuns: number[];
  searchRuns: number[];
}

/**
 * Runs in the page before its own scripts: notes the first paint, the tap, and when each control
 * answered, in session storage so the marks survive the search form's navigation. It is a string,
 * since the bench's compiler would wrap named functions in helpers the page does not have.
 */
const INSTALL_MARKS = `(() => {
  const key = ${JSON.stringify(MARKS_KEY)};
  const marks = JSON.parse(sessionStorage.getItem(key) || '{}');
  const note = (name) => {
    if (marks[name] !== undefined) return;
    marks[name] = performance.now();
    sessionStorage.setItem(key, JSON.stringify(marks));
  };
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) note('paint');
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('pointerdown', () => note('tap'), true);
  document.addEventListener('submit', () => note('search'), true);
  // Both controls are native elements already in the page: the menu a disclosure, the search a dialog.
  // Each answers with the frame that shows it open, the same way for both; the menu's toggle event
  // would come later, queued behind whatever work the page still has.
  const shown = (name) => requestAnimationFrame(() => note(name));
  new MutationObserver(() => {
    if (document.querySelector('details.menu-disclosure[open]')) shown('menu');
    if (document.querySelector('dialog[open], [role="dialog"]')) shown('search');
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
})();`;

async function openThrottled(browser: Browser, origin: string, route: string): Promise<Page> {
  const { page } = await openPhonePage(browser, INSTALL_MARKS);
  await page.goto(origin + route, { waitUntil: 'commit' });
  await page.waitForFunction(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}').paint !== undefined,
    MARKS_KEY,
    {
      polling: 10,
      timeout: 60_000,
    },
  );
  return page;
}

/** The marks once `name` is among them; the search form's navigation may replace the page meanwhile. */
async function marksOf(page: Page, name: string): Promise<Record<string, number>> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(
        ({ key, name }) => JSON.parse(sessionStorage.getItem(key) ?? '{}')[name] !== undefined,
        { key: MARKS_KEY, name },
        { polling: 10, timeout: 60_000 },
      );
      return await page.evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, number>,
        MARKS_KEY,
      );
    } catch (error) {
      if (attempt >= 3 || !/navigation|context was destroyed/i.test((error as Error).message)) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/** One fresh load of `route`, one tap on a control at its first paint: the page's marks once it answered. */
async function tapAtFirstPaint(
  browser: Browser,
  origin: string,
  route: string,
  control: 'menu' | 'search',
): Promise<Record<string, number>> {
  const page = await openThrottled(browser, origin, route);
  try {
    if (control === 'menu') await page.locator('summary.nav-button').tap();
    else await page.getByRole('button', { name: 'Search', exact: true }).tap();
    return await marksOf(page, control);
  } finally {
    await page.context().close();
  }
}

export async function measureDeadWindow(
  browser: Browser,
  origin: string,
  route: string,
): Promise<DeadWindow> {
  const menus = [];
  const searches = [];
  for (let tap = 0; tap < TAPS; tap++) {
    menus.push(await tapAtFirstPaint(browser, origin, route, 'menu'));
    searches.push(await tapAtFirstPaint(browser, origin, route, 'search'));
  }
  const answered = (marks: Record<string, number>, name: string) => Math.max(0, marks[name]! - marks.tap!);
  const menuRuns = menus.map((marks) => answered(marks, 'menu'));
  const searchRuns = searches.map((marks) => answered(marks, 'search'));
  return {
    route,
    firstPaintMs: median(menus.map((marks) => marks.paint!)),
    tapAfterPaintMs: median(menus.map((marks) => marks.tap! - marks.paint!)),
    menuMs: median(menuRuns),
    searchMs: median(searchRuns),
    menuRuns,
    searchRuns,
  };
}

export function printDeadWindows(rows: DeadWindow[]): TargetResult[] {
  console.log(
    heading(
      `Dead window: a tap at first paint (phone, slow 4G, CPU ${CPU_SLOWDOWN}x, median of ${TAPS} taps)`,
    ),
  );
  console.log(
    formatTable<DeadWindow>(
      [
        { header: 'page', value: (row) => row.route, align: 'left' },
        { header: 'first paint', value: (row) => formatMs(row.firstPaintMs) },
        { header: 'tap after paint', value: (row) => formatMs(row.tapAfterPaintMs) },
        { header: 'menu answers after (runs)', value: (row) => formatMedianOfRuns(row.menuMs, row.menuRuns) },
        {
          header: 'search answers after (runs)',
          value: (row) => formatMedianOfRuns(row.searchMs, row.searchRuns),
        },
      ],
      rows,
    ),
  );
  const targets = rows.map((row) => ({
    target: `${row.route}: menu and search answer a tap at first paint within ${TARGET_MS} ms`,
    measured: `${formatMs(row.menuMs)} / ${formatMs(row.searchMs)}`,
    pass: row.menuMs <= TARGET_MS && row.searchMs <= TARGET_MS,
  }));
  console.log(`\n${formatTargets(targets)}`);
  return targets;
}

/** Every route of the row, one after the other. */
export async function measureDeadWindows(browser: Browser, origin: string): Promise<DeadWindow[]> {
  const rows: DeadWindow[] = [];
  for (const route of DEAD_WINDOW_ROUTES) rows.push(await measureDeadWindow(browser, origin, route));
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await runAlone(measureDeadWindows, printDeadWindows);
