import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './support/admin';

/**
 * Chooses Kiswahili as a visitor does: in the language selector, a select (with a Go button where
 * scripts do not run) or a pair of links, whichever the page shows.
 */
async function chooseKiswahili(page: Page): Promise<void> {
  const select = page.getByRole('combobox', { name: /language|lugha/i });
  if ((await select.count()) > 0) {
    await select.first().selectOption({ label: 'Kiswahili' });
    const go = page.getByRole('button', { name: /^(go|nenda)$/i });
    if (await go.isVisible()) await go.click();
  } else {
    await page
      .locator('nav[aria-labelledby="sidebar-language"]')
      .getByRole('link', { name: 'Kiswahili' })
      .click();
  }
  await expect(page).toHaveURL(/\/sw\/about$/);
}

/** The words of the privacy policy at this address, read by a browser that holds no cookie. */
async function policyText(browser: Browser, address: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(address);
    return await page.getByRole('main').innerText();
  } finally {
    await context.close();
  }
}

test('every cookie the site sets while browsing and signing in is named on the privacy policy, in both languages', async ({
  page,
  browser,
}) => {
  await page.goto('/about');
  await chooseKiswahili(page);
  await page.goto('/contacts?lang=sw');
  await expect(page).toHaveURL(/\/sw\/contacts$/);
  await page.goto('/sw/');

  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: /username|jina la mtumiaji/i }).fill('admin');
  await page.getByRole('textbox', { name: /^(password|nenosiri)$/i }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /^(sign in|ingia)$/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const names = [...new Set((await page.context().cookies()).map((cookie) => cookie.name))];
  // Choosing Kiswahili always sets one; signing in may set the administrators' session cookie.
  expect(names).toContain('lang');

  for (const address of ['/privacy-policy', '/sw/privacy-policy']) {
    const text = await policyText(browser, address);
    for (const name of names)
      expect(text, `${address} names the cookie ${name}`).toMatch(
        new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`),
      );
    // The statistics' session id lives in the tab's own storage, and the policy says so.
    expect(text).toMatch(/session storage|hifadhi ya kipindi/);
  }
});
