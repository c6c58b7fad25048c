import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/admin';
import { collectPageErrors } from './support/console';
import { en, expectedTitle, page as pageDocument } from './support/content';
import { waitForHydration } from './support/hydration';
import { ui } from './support/i18n';
import { pageRoutes } from './support/routes';
import { keepAdmissionsPopupAway } from './support/site-only';

const routes = pageRoutes();

/** Remembers the prerendered page's first element as soon as the HTML is parsed, before any script runs. */
const rememberPrerenderedFrame = () => {
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { prerendered: Element | null }).prerendered =
      document.getElementById('root')?.firstElementChild ?? null;
  });
};

test.describe('hydration of every prerendered page', () => {
  for (const route of routes) {
    test(`${route} is adopted as prerendered, without errors or warnings`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.addInitScript(rememberPrerenderedFrame);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);

      // A hydration mismatch makes React throw the server HTML away and draw the page anew.
      const adopted = await page.evaluate(() => {
        const prerendered = (window as unknown as { prerendered: Element | null }).prerendered;
        return prerendered !== null && prerendered.isConnected;
      });
      expect(adopted).toBe(true);
      expect(errors).toEqual([]);

      const document = pageDocument(route);
      await expect(page).toHaveTitle(expectedTitle(document));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en(document.title));
    });
  }
});

test.describe('hydration of Kiswahili pages', () => {
  // Dates, amounts and figures are formatted for Kiswahili the same in the prerendered page and in the
  // browser: React throws the page away and logs an error at the first text that differs.
  for (const route of [
    '/sw/',
    '/sw/downloads/calendar',
    '/sw/academics',
    '/sw/fees/combined-programs',
    '/sw/life/accommodation',
  ]) {
    test(`${route} is adopted as prerendered, without errors or warnings`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.addInitScript(rememberPrerenderedFrame);
      expect((await page.goto(route))?.status()).toBe(200);
      await waitForHydration(page);
      const adopted = await page.evaluate(() => {
        const prerendered = (window as unknown as { prerendered: Element | null }).prerendered;
        return prerendered !== null && prerendered.isConnected;
      });
      expect(adopted).toBe(true);
      expect(errors).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    });
  }
});

/** Records every write of the root element's lang attribute, with the value written. */
const recordLanguageWrites = () => {
  const writes: string[] = [];
  (window as unknown as { languageWrites: string[] }).languageWrites = writes;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target === document.documentElement) writes.push(document.documentElement.lang);
    }
  }).observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
};

test.describe('adopting a page', () => {
  // Writing the root's lang, even the value it has, makes the browser match every element's styles
  // again: on a phone, a long task just as the page is adopted. A page of islands never writes it:
  // the other language is another page, loaded anew.
  test("leaves the root's language as prerendered; a change of language loads the page in the other", async ({
    page,
  }) => {
    await page.addInitScript(recordLanguageWrites);
    await page.goto('/search?q=fees');
    await waitForHydration(page);
    const writes = () =>
      page.evaluate(() => (window as unknown as { languageWrites: string[] }).languageWrites);
    expect(await writes()).toEqual([]);
    await page
      .locator('nav[aria-labelledby="sidebar-language"]')
      .getByRole('combobox')
      .selectOption(ui('language.kiswahili'));
    await expect(page).toHaveURL('/sw/search?q=fees');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await waitForHydration(page);
    expect(await writes()).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a prerendered page reads whole: heading, menu, body, sidebars and footer', async ({ page }) => {
    const document = pageDocument('/about/history');
    await page.goto(document.path);
    await expect(page).toHaveTitle(expectedTitle(document));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en(document.title));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(2);
  });
});

test.describe('prerendered HTML', () => {
  test('every page carries its heading inside <main>, not in a part a script must move there', async ({
    request,
  }) => {
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
      expect(main, route).toMatch(/<h1\b/);
      expect(html, route).not.toMatch(/<template id="B:/);
    }
  });
});

test.describe('moving between pages in the browser', () => {
  // The admin's same-tab view of the site is one app, where the router shows each page in place.
  test("every page renders after in-app navigation in the admin's tab, with its title, and logs nothing", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    // The admin's shell names no icon, so the browser asks for /favicon.ico (a 404) whenever it likes;
    // that is the admin's page, not the public pages this test is about.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await keepAdmissionsPopupAway(page);
    await openSignedIn(page, '/admin/dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'View Website' }).click();
    await expect(page).toHaveURL(/\/$/);
    for (const route of routes) {
      // The router follows history changes, as it does for a link click or the back button.
      await page.evaluate((address) => {
        window.history.pushState({}, '', address);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      const document = pageDocument(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en(document.title));
      await expect(page).toHaveTitle(expectedTitle(document));
    }
    expect(errors).toEqual([]);
  });
});
