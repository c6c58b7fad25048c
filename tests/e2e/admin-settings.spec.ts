import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/admin';
import { en, site } from './support/content';
import { ui } from './support/i18n';
import { expectNoAxeViolations } from './support/site-only';

const save = (page: Page) => page.getByRole('button', { name: 'Save All Settings' });

async function viewWebsite(page: Page) {
  await page.getByRole('link', { name: 'View Website' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('admin settings', () => {
  test('saves the general settings and the site shows them at once', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await expect(page.getByRole('tab')).toHaveText(['General', 'SEO', 'Customization', 'Advanced']);
    await expect(page.getByRole('textbox', { name: 'Site name' })).toHaveValue(en(site.general.siteName));
    await page.getByRole('textbox', { name: 'Site name' }).fill('Sample Town Health College');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not an address');
    await save(page).click();
    await expect(
      page.getByText('Fix the fields marked in red (on any tab); nothing was saved.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Must be an e-mail address such as info@college.example.',
    );
    await page.getByRole('textbox', { name: 'E-mail' }).fill(site.general.email);
    await save(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Settings saved successfully!' })).toBeVisible();
    await viewWebsite(page);
    await expect(page.getByRole('banner')).toContainText('Sample Town Health College');
  });

  test('hints at the lengths and picture size search engines and social networks use', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('tab', { name: 'SEO' }).click();
    const title = page.getByRole('textbox', { name: 'Meta title' });
    await title.fill('Sample Town Health College');
    await expect(title).toHaveAccessibleDescription('26 characters; 50–60 show best in search results.');
    await title.fill('Example College of Health and Allied Sciences, Sample');
    await expect(title).toHaveAccessibleDescription(/: a good length\.$/);
    await expect(page.getByRole('textbox', { name: 'Social image' })).toHaveAccessibleDescription(
      '1200 × 630 px: the size social networks draw.',
    );
    await page.getByRole('textbox', { name: 'Social image' }).fill('/media/images/logo.svg');
    await expect(page.getByRole('textbox', { name: 'Social image' })).toHaveAccessibleDescription(
      /^This picture is \d+ × \d+ px; social networks draw 1200 × 630\.$/,
    );
  });

  test('applies the colours and the font to the public site in the same tab', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('tab', { name: 'Customization' }).click();
    await expect(page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue('#004AAD');
    await expect(page.getByRole('textbox', { name: 'Secondary colour', exact: true })).toHaveValue('#B8860B');
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#7B1E3A');
    await page.getByRole('combobox', { name: 'Font' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Inter',
      'Playfair Display',
      'Open Sans',
      'Roboto',
      'Lato',
    ]);
    await page.getByRole('option', { name: 'Roboto' }).click();
    await save(page).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    await viewWebsite(page);
    const menu = page.getByRole('navigation', { name: ui('frame.mainMenu') });
    await expect
      .poll(() => menu.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(123, 30, 58)');
    await expect
      .poll(() => page.locator('body').evaluate((element) => getComputedStyle(element).fontFamily))
      .toMatch(/^"?Roboto/);
  });

  test('Reset Website Content, after a confirmation, puts the built content back, and Undo returns the changes', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('textbox', { name: 'Tagline' }).fill('Training tomorrow’s health workers');
    await save(page).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await expect(page.getByRole('button', { name: 'Create Backup' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore Backup' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Website Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the website content?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The website content is back as it was built.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset Website Content' }).click();
    await dialog.getByRole('button', { name: 'Reset Website Content' }).click();
    await expect(page.getByText('The website content is back as it was built.')).toBeVisible();
    await viewWebsite(page);
    await expect(page.getByRole('banner')).toContainText(en(site.general.tagline));
    await page.goBack();
    await page.getByRole('button', { name: 'Undo' }).click();
    await viewWebsite(page);
    await expect(page.getByRole('banner')).toContainText('Training tomorrow’s health workers');
  });

  test('Clear Cache keeps the unsaved changes and fetches the search data again on the next search', async ({
    page,
  }) => {
    const indexFetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexFetches.push(request.url());
    });
    const openSearch = async () => {
      await page.getByRole('button', { name: ui('frame.search'), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('combobox', { name: ui('frame.searchLabel') })
        .fill('fees');
      await page.keyboard.press('Escape');
    };
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('textbox', { name: 'Tagline' }).fill('Training tomorrow’s health workers');
    await save(page).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    await viewWebsite(page);
    await openSearch();
    await expect.poll(() => indexFetches.length).toBe(1);

    await page.goBack();
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByRole('button', { name: 'Clear Cache' }).click();
    await expect(
      page.getByText(/^Cache cleared: \d+ documents read afresh; 1 changed documents kept/),
    ).toBeVisible();
    await viewWebsite(page);
    await expect(page.getByRole('banner')).toContainText('Training tomorrow’s health workers');
    await openSearch();
    await expect.poll(() => indexFetches.length).toBe(2);
  });

  test('Create Backup downloads every document as a zip', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Create Backup' }).click();
    expect((await download).suggestedFilename()).toMatch(/^content-\d{4}-\d{2}-\d{2}\.zip$/);
  });

  test('passes axe at desktop and phone widths', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await expect(page.getByRole('textbox', { name: 'Site name' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Customization' }).click();
    await expectNoAxeViolations(page);
  });
});
