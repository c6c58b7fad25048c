import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { NO_FILTERS, type SearchFilters } from '../../src/search/filters';
import { searchRecords } from '../../src/search/match';
import type { SearchIndexFile } from '../../src/search/records';
import { openSignedIn } from './support/admin';
import { collectPageErrors } from './support/console';
import { visit, visitPaused } from './support/hydration';
import { ui } from './support/i18n';
import { keepAdmissionsPopupAway } from './support/site-only';
import { axeScan } from './support/axe';

/** The index the build wrote, so expected results follow the content rather than copies of it. */
const index = JSON.parse(
  fs.readFileSync(path.resolve('dist/search-index/en.json'), 'utf8'),
) as SearchIndexFile;

/** "Now" of the tests that move the page's clock: the date filter counts months back from it. */
const NOW = new Date('2026-11-23T10:00:00Z');

const expected = (query: string, filters: SearchFilters = NO_FILTERS) =>
  searchRecords(index.records, query, filters, NOW).map(({ record }) => record);

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('searchbox', { name: ui('search.boxLabel') });
const results = (page: Page) => page.getByRole('main').locator('ol > li > article');
const select = (page: Page, key: string) => page.getByRole('main').getByRole('combobox', { name: ui(key) });

/** Installs the clock at NOW, paused before the page's first script. */
async function pauseAtNow(page: Page) {
  await page.clock.install({ time: NOW });
  await page.clock.pauseAt(NOW.getTime() + 60_000);
}

test.describe('search results page (spec 2.13, 4, 5, 9)', () => {
  test('lists the results of the q parameter, best first, with the matched words marked', async ({
    page,
  }) => {
    await visit(page, '/search?q=clinical');
    const wanted = expected('clinical');
    expect(wanted.length).toBeGreaterThan(1);
    await expect(page.getByText(ui('search.resultsFound', { n: String(wanted.length) }))).toBeVisible();
    expect(ui('search.resultsFound', { n: '3' })).toBe('3 results found');
    await expect(searchBox(page)).toHaveValue('clinical');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search again...');
    await expect(results(page)).toHaveCount(wanted.length);

    const first = results(page).first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(wanted[0]!.title);
    await expect(first.getByRole('link', { name: wanted[0]!.title })).toHaveAttribute('href', wanted[0]!.url);
    await expect(first.getByText(wanted[0]!.url, { exact: true })).toBeVisible();
    await expect(first.getByText(`${ui('search.type')}: ${wanted[0]!.type}`)).toBeVisible();
    await expect(first.getByText(`${ui('search.category')}: ${wanted[0]!.category}`)).toBeVisible();
    await expect(first.locator('time')).toHaveAttribute('datetime', wanted[0]!.date);
    await expect(first.locator('mark').first()).toHaveText(/clinical/i);
  });

  test('shows each message: enter a term, no results, and a cleared box clears the results', async ({
    page,
  }) => {
    await visit(page, '/search');
    await expect(page.getByText('Please enter a search term to find content.')).toBeVisible();

    await searchBox(page).fill('qqxzv');
    await expect(page.getByText('No results found for your search.')).toBeVisible();
    await expect(page.getByText('Try different keywords or adjust your filters.')).toBeVisible();

    await searchBox(page).fill('hostel');
    await expect(results(page).first()).toBeVisible();
    await searchBox(page).fill('   ');
    await expect(page.getByText('Please enter a search term to find content.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test('offers close matches under "Did you mean" when the spec\'s rule finds nothing', async ({ page }) => {
    await visit(page, '/search?q=pharmacutical');
    await expect(page.getByText('No results found for your search.')).toBeVisible();
    await expect(page.getByText(ui('search.didYouMean'))).toBeVisible();
    await expect(
      results(page)
        .getByRole('link', { name: /Pharmaceutical Sciences/ })
        .first(),
    ).toBeVisible();
  });

  test('has the three filters with the exact options', async ({ page }) => {
    await visit(page, '/search');
    const options = (key: string) => select(page, key).locator('option').allTextContents();
    expect(await options('search.category')).toEqual([
      'All Categories',
      'Academics',
      'Admissions',
      'Campus',
      'Fees',
    ]);
    expect(await options('search.type')).toEqual([
      'All Types',
      'Programs',
      'Information',
      'Facilities',
      'Services',
      'Finance',
      'News',
      'Research',
    ]);
    expect(await options('search.date')).toEqual(['Any Time', 'Last Month', 'Last 3 Months', 'Last Year']);
  });

  test('category and type filters narrow the results and are kept in the address', async ({ page }) => {
    await visit(page, '/search?q=fees');
    await expect(results(page).first()).toBeVisible();
    await select(page, 'search.category').selectOption('Fees');
    await expect(page).toHaveURL('/search?q=fees&category=Fees');
    const fees = expected('fees', { ...NO_FILTERS, category: 'Fees' });
    await expect(page.getByText(ui('search.resultsFound', { n: String(fees.length) }))).toBeVisible();
    await expect(results(page).filter({ hasNotText: `${ui('search.category')}: Fees` })).toHaveCount(0);

    await select(page, 'search.type').selectOption('Programs');
    await expect(page).toHaveURL('/search?q=fees&category=Fees&type=Programs');
    await expect(page.getByText('No results found for your search.')).toBeVisible();

    // A shared address opens with its filters set.
    await visit(page, '/search?q=fees&type=Finance');
    await expect(select(page, 'search.type')).toHaveValue('Finance');
    const finance = expected('fees', { ...NO_FILTERS, type: 'Finance' });
    await expect(results(page)).toHaveCount(finance.length);
  });

  test('the date filter keeps pages dated on or after now minus 1, 3 or 12 months', async ({ page }) => {
    await pauseAtNow(page);
    await visitPaused(page, '/search?q=e');
    for (const date of ['last-month', 'last-3-months', 'last-year'] as const) {
      await select(page, 'search.date').selectOption(date);
      // The 300 ms count from the change the page has taken in: it shows it is searching first.
      await expect(page.getByRole('status').filter({ hasText: ui('search.searching') })).toBeVisible();
      await page.clock.runFor(300);
      const wanted = expected('e', { ...NO_FILTERS, date });
      await expect(page.getByText(ui('search.resultsFound', { n: String(wanted.length) }))).toBeVisible();
    }
    expect(expected('e', { ...NO_FILTERS, date: 'last-month' }).length).toBeLessThan(
      expected('e', { ...NO_FILTERS, date: 'last-year' }).length,
    );
  });

  test('submitting changes the address to /search?q= without reloading', async ({ page }) => {
    await visit(page, '/search');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await searchBox(page).fill('  student hostel ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=student%20hostel');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(results(page).first()).toBeVisible();

    // A blank query leaves the address as it was.
    await searchBox(page).fill('  ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=student%20hostel');
  });

  test('results come 300 ms after the last change, with a spinner meanwhile', async ({ page }) => {
    await pauseAtNow(page);
    await visitPaused(page, '/search');
    // The first word typed fetches the index (and is answered once it is in).
    const indexLoaded = page.waitForResponse(/\/search-index\/en\.json$/);
    await searchBox(page).fill('librar');
    await indexLoaded;
    await searchBox(page).fill('library');
    await expect(page.getByText(ui('search.searching'))).toBeVisible();
    await page.clock.runFor(299);
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByText(ui('search.searching'))).toBeVisible();
    await page.clock.runFor(1);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByText(ui('search.searching'))).toBeHidden();
  });

  test('has no axe-core violation with results shown, and logs no error', async ({ page }) => {
    const errors = collectPageErrors(page);
    await visit(page, '/search?q=fees');
    await expect(results(page).first()).toBeVisible();
    const { violations } = await axeScan(page).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("search in the admin's same-tab view of the site, one app", () => {
  test('the header search shows the results in place, and the box and filters follow the address', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // The admin's shell names no icon; the browser's own ask for /favicon.ico is not the site's error.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await keepAdmissionsPopupAway(page);
    await openSignedIn(page, '/admin/dashboard');
    // The header's link: the overview's Quick Actions has one of the same name.
    await page.getByRole('banner').getByRole('link', { name: 'View Website' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const searchFromHeader = async (query: string) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: ui('frame.search'), exact: true })
        .click();
      const box = page.getByRole('dialog').getByRole('combobox', { name: ui('frame.searchLabel') });
      await box.fill(query);
      await box.press('Enter');
    };

    await searchFromHeader('fees');
    await expect(page).toHaveURL('/search?q=fees');
    await expect(results(page)).toHaveCount(expected('fees').length);
    await select(page, 'search.category').selectOption('Fees');
    await expect(page).toHaveURL('/search?q=fees&category=Fees');
    await expect(results(page)).toHaveCount(expected('fees', { ...NO_FILTERS, category: 'Fees' }).length);

    await searchFromHeader('hostel');
    await expect(page).toHaveURL('/search?q=hostel');
    await expect(searchBox(page)).toHaveValue('hostel');
    await expect(select(page, 'search.category')).toHaveValue('all');
    await expect(results(page)).toHaveCount(expected('hostel').length);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/search lists every page from A to Z, and the box is a GET form to /search', async ({ page }) => {
    await page.goto('/search');
    const list = page.getByRole('main').getByRole('list').last();
    const titles = await list.getByRole('link').allTextContents();
    const listed = JSON.parse(
      fs.readFileSync(path.resolve('dist/search-index/en.json'), 'utf8'),
    ) as SearchIndexFile;
    expect(titles.length).toBeGreaterThanOrEqual(listed.records.length);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    await expect(list.getByRole('link', { name: 'Library', exact: true })).toHaveAttribute(
      'href',
      '/life/library',
    );

    await searchBox(page).fill('fees');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=fees/);
  });
});

test.describe('search code and data load only when wanted', () => {
  test('a first view fetches none; opening the header search fetches them', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await visit(page, '/');
    await visit(page, '/fees');
    // The dialog's own island (its behaviour, adopted at the first touch) is not the search code.
    const searchFiles = () =>
      fetched.filter((file) => /search/i.test(file) && !/SearchDialog\.island/.test(file));
    expect(searchFiles()).toEqual([]);

    await page
      .getByRole('banner')
      .getByRole('button', { name: ui('frame.search'), exact: true })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => searchFiles().some((file) => file === '/search-index/en.json')).toBe(true);
  });
});
