/**
 * /search?q=… answered by the server with its results in the page: they read without JavaScript and
 * show before the page's scripts or the search index arrive; the scripts then adopt them as they are
 * and take over typing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import type { Language } from '../../src/content/localize';
import { NO_FILTERS, type SearchFilters } from '../../src/search/filters';
import { searchRecords } from '../../src/search/match';
import type { SearchIndexFile } from '../../src/search/records';
import { collectPageErrors } from './support/console';
import { waitForHydration, waitForHydrationPaused } from './support/hydration';
import { ui } from './support/i18n';
import { holdScripts } from './support/islands';

const indexOf = (language: Language) =>
  JSON.parse(fs.readFileSync(path.resolve(`dist/search-index/${language}.json`), 'utf8')) as SearchIndexFile;

/** The titles the spec's search gives, best first (no date filter: the day does not matter). */
const expectedTitles = (language: Language, query: string, filters: SearchFilters = NO_FILTERS) =>
  searchRecords(indexOf(language).records, query, filters, new Date()).map(({ record }) => record.title);

const results = (page: Page) => page.getByRole('main').locator('ol > li > article');
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 2 }).allTextContents();
/** The page's own search box (its name is in the page's language). */
const searchBox = (page: Page) => page.getByRole('main').getByRole('searchbox');

/** The search code and index the page fetches from now on (the dialog's and the results' islands are not them). */
function searchFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (/search-index|browser-search|live-search|\/load-/.test(file)) fetched.push(file);
  });
  return fetched;
}

test.describe('search results rendered by the server, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [address, language, query] of [
    ['/search?q=pharmacy', 'en', 'pharmacy'],
    ['/search?q=fees', 'en', 'fees'],
    ['/sw/search?q=famasia', 'sw', 'famasia'],
  ] as const) {
    test(`${address} lists the results, best first, with the matched words marked`, async ({ page }) => {
      const wanted = expectedTitles(language, query);
      expect(wanted.length).toBeGreaterThan(1);
      await page.goto(address);
      expect(await resultTitles(page)).toEqual(wanted);
      await expect(searchBox(page)).toHaveValue(query);
      await expect(results(page).first().locator('mark').first()).toHaveText(new RegExp(query, 'i'));
      await expect(page.getByRole('main').getByRole('status')).toContainText(String(wanted.length));
    });
  }

  test('one result is counted in the singular, in each language', async ({ page }) => {
    for (const [address, language, query, count] of [
      ['/search?q=gown', 'en', 'gown', '1 result found'],
      ['/sw/search?q=joho', 'sw', 'joho', 'Tokeo 1 limepatikana'],
    ] as const) {
      expect(expectedTitles(language, query)).toHaveLength(1);
      await page.goto(address);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(count);
    }
  });

  test('the filters in the address narrow the results and show as chosen', async ({ page }) => {
    const filters: SearchFilters = { ...NO_FILTERS, category: 'Fees' };
    const wanted = expectedTitles('en', 'fees', filters);
    expect(wanted.length).toBeLessThan(expectedTitles('en', 'fees').length);
    await page.goto('/search?q=fees&category=Fees');
    expect(await resultTitles(page)).toEqual(wanted);
    await expect(page.getByRole('main').getByRole('combobox', { name: ui('search.category') })).toHaveValue(
      'Fees',
    );
  });

  test('a query written as markup is shown as text, never run', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(searchBox(page)).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.getByRole('main').getByText(ui('search.noResults'))).toBeVisible();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});

test.describe('search results rendered by the server, with JavaScript', () => {
  test('show before the scripts and the index load; the scripts adopt them and take over typing', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // The page's scripts and the search index are held back until the results are seen.
    const held: Route[] = [];
    let holding = true;
    const hold = async (route: Route) => {
      if (holding) held.push(route);
      else await route.continue();
    };
    await page.route(/\/assets\/.+\.js$/, hold);
    await page.route(/\/search-index\//, hold);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);

    const fetched = searchFetches(page);
    const wanted = expectedTitles('en', 'pharmacy');
    await page.goto('/search?q=pharmacy', { waitUntil: 'commit' });
    await expect(results(page)).toHaveCount(wanted.length);
    expect(await resultTitles(page)).toEqual(wanted);
    // Nothing of React has run: the results' island is not adopted yet.
    await expect(page.locator('[data-island="search-results"][data-adopted]')).toHaveCount(0);

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await waitForHydrationPaused(page);
    // Adopted as rendered: the same results once, no spinner, and no search code or index fetched.
    expect(await resultTitles(page)).toEqual(wanted);
    await expect(page.getByText(ui('search.searching'))).toBeHidden();
    expect(fetched).toEqual([]);

    const next = expectedTitles('en', 'hostel');
    expect(next).not.toEqual(wanted);
    const indexLoaded = page.waitForResponse(/\/search-index\/en\.json$/);
    await searchBox(page).fill('hostel');
    await expect(page.getByText(ui('search.searching'))).toBeVisible();
    // Typing is what fetches the index.
    await indexLoaded;
    await page.clock.runFor(300);
    await expect.poll(() => resultTitles(page)).toEqual(next);
    expect(errors).toEqual([]);
  });

  test('a query typed before the scripts arrive is kept and answered once they do', async ({ page }) => {
    const errors = collectPageErrors(page);
    const release = await holdScripts(page);
    await page.goto('/search?q=pharmacy', { waitUntil: 'domcontentloaded' });
    await expect(results(page)).toHaveCount(expectedTitles('en', 'pharmacy').length);
    await searchBox(page).fill('hostel');

    await release();
    const next = expectedTitles('en', 'hostel');
    await expect.poll(() => resultTitles(page), { timeout: 15_000 }).toEqual(next);
    await expect(searchBox(page)).toHaveValue('hostel');
    // The address follows the box only when the query is sent; the filters stay as they were.
    await expect(page).toHaveURL('/search?q=pharmacy');
    expect(errors).toEqual([]);
  });

  test('a filter chosen before the scripts arrive is kept, answered and put in the address', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/search?q=fees', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('main')
      .getByRole('combobox', { name: ui('search.category') })
      .selectOption('Fees');

    await release();
    const wanted = expectedTitles('en', 'fees', { ...NO_FILTERS, category: 'Fees' });
    await expect.poll(() => resultTitles(page), { timeout: 15_000 }).toEqual(wanted);
    await expect(page).toHaveURL('/search?q=fees&category=Fees');
  });

  test('a Kiswahili search with filters is adopted without a mismatch and keeps its results and choices', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const filters: SearchFilters = { ...NO_FILTERS, type: 'Programs' };
    const wanted = expectedTitles('sw', 'famasia', filters);
    expect(wanted.length).toBeGreaterThan(0);
    await page.goto('/sw/search?q=famasia&type=Programs');
    await waitForHydration(page);
    expect(await resultTitles(page)).toEqual(wanted);
    await expect(searchBox(page)).toHaveValue('famasia');
    await expect(page.getByRole('main').getByRole('combobox').nth(1)).toHaveValue('Programs');
    expect(errors).toEqual([]);
  });

  test('on a static host, which sends the prerendered page for any query, the page searches by itself', async ({
    page,
  }) => {
    await page.route(/\/search\?q=/, (route) =>
      route.fulfill({
        path: path.resolve('dist/search/index.html'),
        contentType: 'text/html; charset=utf-8',
      }),
    );
    const errors = collectPageErrors(page);
    await page.goto('/search?q=pharmacy');
    await expect.poll(() => resultTitles(page)).toEqual(expectedTitles('en', 'pharmacy'));
    await expect(searchBox(page)).toHaveValue('pharmacy');
    expect(errors).toEqual([]);
  });

  test('a search with no query gets the prerendered page, which asks for a term', async ({ page }) => {
    const response = await page.goto('/search?q=%20%20');
    expect(response?.headers()['x-search-rendered']).toBeUndefined();
    await expect(page.getByText(ui('search.enterTerm'))).toBeVisible();
  });
});
