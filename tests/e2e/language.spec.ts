import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { page as pageDocument, site } from './support/content';
import { visit } from './support/hydration';
import { phone } from './support/viewports';
import { keepAdmissionsPopupAway } from './support/site-only';
import { axeScan } from './support/axe';

const about = pageDocument('/about');
const sw = (text: unknown) => (text as { sw: string }).sw;
const selector = (page: Page) => page.locator('nav[aria-labelledby="sidebar-language"]');
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('lang'));
const cookie = async (page: Page) =>
  (await page.context().cookies()).find((candidate) => candidate.name === 'lang')?.value;

/** Marks the loaded document, so a test can tell a page shown by the app from one loaded anew. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test.describe('language selector (spec 2.5)', () => {
  // A page of islands loads the page in the other language (the admin's same-tab view of the site,
  // one app, shows it by its router: see the admin's specs).
  for (const { address, kind, sameDocument } of [
    { address: '/about', kind: 'a page of islands', sameDocument: false },
    { address: '/search', kind: 'the search page', sameDocument: false },
  ]) {
    test(`sits in the left sidebar with English and Kiswahili; Kiswahili shows the page at once and is remembered (${kind})`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const shown = pageDocument(address);
      await page.goto(address);
      // Named by the box's heading, in the page's language.
      const choice = selector(page).getByRole('combobox');
      await expect(choice).toHaveAccessibleName('Language');
      await expect(choice.getByRole('option')).toHaveText(['English', 'Kiswahili']);
      await expect(choice).toHaveValue('en');
      // With scripts a choice applies at once: the form's Go button is for pages without them.
      await expect(selector(page).getByRole('button', { name: 'Go' })).toBeHidden();
      await markDocument(page);

      await choice.selectOption('Kiswahili');
      await expect(page).toHaveURL(`/sw${address}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw(shown.title));
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      expect(await isSameDocument(page)).toBe(sameDocument);
      expect(await stored(page)).toBe('sw');
      expect(await cookie(page)).toBe('sw');

      // Links inside a Kiswahili page stay in Kiswahili.
      const homeLink = page.getByRole('banner').getByRole('link', { name: sw(site.general.siteName) });
      await expect(homeLink).toHaveAttribute('href', '/sw/');
      for (const href of await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))
        if (!href.startsWith('/files/') && !href.startsWith('/media/')) expect(href).toMatch(/^\/sw(\/|$)/);

      await expect(choice).toHaveValue('sw');
      await markDocument(page);
      await choice.selectOption('English');
      await expect(page).toHaveURL(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await isSameDocument(page)).toBe(sameDocument);
      expect(await stored(page)).toBeNull();
      expect(await cookie(page)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  }

  test('a returning visitor with the cookie gets the Kiswahili page from the server, with no English first', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'lang', value: 'sw', url: baseURL! }]);
    const response = await page.goto('/about');
    expect(response?.url()).toMatch(/\/sw\/about$/);
    expect(await response?.text()).toContain('<html lang="sw"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw(about.title));
  });

  test('a preference stored in the browser alone is applied again on the next visit', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
    // A page of islands loads the page in the stored language anew.
    await page.goto('/contacts');
    await expect(page).toHaveURL('/sw/contacts');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  });

  test('English chosen by a language link outranks Kiswahili stored earlier in the browser', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'lang', value: 'sw', url: baseURL! }]);
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('lang', 'sw'));
    // The link the selector offers without scripts: the server clears Kiswahili and shows English.
    await page.goto('/sw/contacts?lang=en');
    await expect(page).toHaveURL('/contacts');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => stored(page)).toBeNull();
    await expect.poll(() => cookie(page)).toBeUndefined();
    await page.goto('/about');
    await expect(page).toHaveURL('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('each page names its own address and the other language for search engines', async ({
    page,
    request,
  }) => {
    await page.goto('/sw/about');
    const origin = site.seo.siteUrl;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/sw/about`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}/about`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="sw"]')).toHaveAttribute(
      'href',
      `${origin}/sw/about`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${origin}/about`,
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${origin}/about</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/sw/about</loc>`);
  });

  test('search on a Kiswahili page searches the Kiswahili texts', async ({ page }) => {
    await visit(page, '/sw/search?q=ada');
    const results = page.getByRole('main').locator('ol > li');
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Muundo wa Ada');
  });

  for (const address of ['/sw/', '/sw/search?q=ada']) {
    test(`${address} has no axe-core violation`, async ({ page }) => {
      // axe-core takes seconds per page on a busy machine, as in the accessibility sweep.
      test.setTimeout(90_000);
      await keepAdmissionsPopupAway(page);
      await visit(page, address);
      const { violations } = await axeScan(page).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the Go button keeps the search and its filters in the other language', async ({ page }) => {
      await page.goto('/search?q=fees&category=Fees');
      await selector(page).getByRole('combobox').selectOption('Kiswahili');
      await selector(page).getByRole('button', { name: 'Go' }).click();
      await expect(page).toHaveURL('/sw/search?q=fees&category=Fees');
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('fees');
      await expect(page.getByRole('main').getByRole('combobox').first()).toHaveValue('Fees');
      expect(await cookie(page)).toBe('sw');
    });
  });

  test.describe('on a phone', () => {
    test.use(phone);

    test('the choice is in the menu', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('navigation', { name: 'Main menu' }).locator('summary.nav-button').click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('combobox', { name: 'Language' })
        .selectOption('Kiswahili');
      await expect(page).toHaveURL('/sw/about');
      expect(await stored(page)).toBe('sw');
    });
  });

  test('a choice made while the scripts load is applied as they start, with no app code on a page of islands', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    let releaseScripts: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await selector(page).getByRole('combobox', { name: 'Language' }).selectOption('Kiswahili');
    releaseScripts();
    await expect(page).toHaveURL('/sw/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    expect(await stored(page)).toBe('sw');
    expect(await cookie(page)).toBe('sw');
    // The selector's island ran without the whole app: no MUI, router or content store came down.
    expect(scripts.some((path) => path.includes('.island-'))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(boot|app|browser-app)-/.test(path))).toEqual([]);
  });
});
