/**
 * The dead window: on a phone on slow 4G with its CPU slowed four times, a visitor taps the menu
 * button, or the search button, the moment the page first paints. The row says how long after that
 * tap the control did its job (the frame that shows the menu or the search dialog open, or the search
 * page requested).
 * A frame that needs its scripts answers only once they have run, seconds later; one that works
 * without them answers at once. `npm run bench` prints it; the tests check the behaviour itself.
 */
import type { Browser, Page } from '@playwright/test';
import { formatMs } from './measure';
import { CPU_SLOWDOWN, openPhonePage } from './phone-profile';
import { runAlone } from './standalone';
import { formatTable, formatTargets, heading, type TargetResult } from './table';

export const DEAD_WINDOW_ROUTES = ['/', '/about', '/fees/combined-programs'];
/** A tap answered within this is answered at once: a frame or two on the slowed CPU. */
const TARGET_MS = 100;
const MARKS_KEY = 'bench-dead-window';

export interface DeadWindow {
  route: string;
  firstPaintMs: number;
  /** When the menu tap landed, after the first paint. */
  tapAfterPaintMs: number;
  menuMs: number;
  searchMs: number;
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

export async function measureDeadWindow(
  browser: Browser,
  origin: string,
  route: string,
): Promise<DeadWindow> {
  const menuPage = await openThrottled(browser, origin, route);
  await menuPage.locator('summary.nav-button').tap();
  const menu = await marksOf(menuPage, 'menu');
  await menuPage.context().close();

  const searchPage = await openThrottled(browser, origin, route);
  await searchPage.getByRole('button', { name: 'Search', exact: true }).tap();
  const search = await marksOf(searchPage, 'search');
  await searchPage.context().close();

  return {
    route,
    firstPaintMs: menu.paint!,
    tapAfterPaintMs: menu.tap! - menu.paint!,
    menuMs: Math.max(0, menu.menu! - menu.tap!),
    searchMs: Math.max(0, search.search! - search.tap!),
  };
}

export function printDeadWindows(rows: DeadWindow[]): TargetResult[] {
  console.log(heading(`Dead window: a tap at first paint (phone, slow 4G, CPU ${CPU_SLOWDOWN}x)`));
  console.log(
    formatTable<DeadWindow>(
      [
        { header: 'page', value: (row) => row.route, align: 'left' },
        { header: 'first paint', value: (row) => formatMs(row.firstPaintMs) },
        { header: 'tap after paint', value: (row) => formatMs(row.tapAfterPaintMs) },
        { header: 'menu answers after', value: (row) => formatMs(row.menuMs) },
        { header: 'search answers after', value: (row) => formatMs(row.searchMs) },
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
