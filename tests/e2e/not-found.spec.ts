import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { notFoundText } from './support/content';
import { visit } from './support/hydration';

test.describe('not-found page (spec 2.2)', () => {
  for (const address of ['/no-such-page', '/about/no-such-page', '/fees/diploma']) {
    test(`${address} answers 404 with the not-found texts`, async ({ page }) => {
      const errors = collectPageErrors(page);
      expect(await visit(page, address)).toBe(404);
      const body = page.getByTestId('not-found');
      await expect(body.getByText(notFoundText('code'), { exact: true })).toBeVisible();
      await expect(body.getByText(notFoundText('headline'), { exact: true })).toBeVisible();
      await expect(body.getByText(notFoundText('explanation'), { exact: true })).toBeVisible();
      await expect(body.getByRole('link', { name: notFoundText('home-link') })).toHaveAttribute('href', '/');
      // 404 is a transport status; console errors for the page's own request are expected, nothing else.
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    });
  }

  test('the texts are the ones the spec gives', async ({ page }) => {
    await visit(page, '/no-such-page');
    const body = page.getByTestId('not-found');
    await expect(body.getByText('404', { exact: true })).toBeVisible();
    await expect(
      body.getByText("Oops! The page you're looking for isn't found.", { exact: true }),
    ).toBeVisible();
    await expect(body).toContainText(/removed.*(renamed|name changed).*temporarily unavailable/);
    await expect(body.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  test('a missing Kiswahili address answers 404 with the Kiswahili page', async ({ page }) => {
    expect(await visit(page, '/sw/no-such-page')).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    const body = page.getByTestId('not-found');
    await expect(body.getByText(notFoundText('headline', 'sw'), { exact: true })).toBeVisible();
    await expect(body.getByRole('link', { name: notFoundText('home-link', 'sw') })).toHaveAttribute(
      'href',
      '/sw/',
    );
  });

  test('the language selector moves a missing address to the other language and back', async ({ page }) => {
    await page.goto('/about/no-such-page');
    const choice = page.locator('nav[aria-labelledby="sidebar-language"]').getByRole('combobox');
    await choice.selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/about/no-such-page');
    await expect(page.getByTestId('not-found')).toContainText(notFoundText('headline', 'sw'));
    await page
      .locator('nav[aria-labelledby="sidebar-language"]')
      .getByRole('combobox')
      .selectOption('English');
    await expect(page).toHaveURL('/about/no-such-page');
    await expect(page.getByTestId('not-found')).toContainText(notFoundText('headline'));
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });
    test('the language form moves a missing address to Kiswahili and remembers it', async ({ page }) => {
      await page.goto('/no-such-page');
      const languages = page.locator('nav[aria-labelledby="sidebar-language"]');
      await languages.getByRole('combobox').selectOption('Kiswahili');
      await languages.getByRole('button', { name: 'Go' }).click();
      await expect(page).toHaveURL('/sw/no-such-page');
      await expect(page.getByTestId('not-found')).toContainText(notFoundText('headline', 'sw'));
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('sw');
    });
  });

  test('Return to Homepage leads home', async ({ page }) => {
    await visit(page, '/no-such-page');
    await page
      .getByTestId('not-found')
      .getByRole('link', { name: notFoundText('home-link') })
      .click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('server robustness', () => {
  test('a malformed address gets a 4xx JSON error and the server keeps serving', async ({ request }) => {
    const malformed = await request.get('/%E0%A4%A');
    expect(malformed.status()).toBeGreaterThanOrEqual(400);
    expect(malformed.status()).toBeLessThan(500);
    expect(malformed.headers()['content-type']).toContain('application/json');
    const body = (await malformed.json()) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toBeTruthy();

    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<main');
  });

  test('a method other than GET or HEAD is refused with 405 and an Allow header', async ({ request }) => {
    const response = await request.post('/about', { data: {} });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toContain('GET');
  });
});
