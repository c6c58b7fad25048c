import { expect, test, type Page } from '@playwright/test';
import { expectAdminPassesAxe, openSignedIn } from './support/admin';
import { en, site } from './support/content';
import { ui } from './support/i18n';

const sw = (text: unknown) => (text as { sw: string }).sw;
const save = (page: Page) => page.getByRole('button', { name: 'Save All Settings' });

async function viewWebsite(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'View Website' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('admin settings', () => {
  test('saves the general settings and the site shows them at once', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await expect(page.getByRole('tab')).toHaveText(['General', 'SEO', 'Customization', 'Advanced']);
    const siteName = page.getByRole('textbox', { name: 'Site name (English)' });
    await expect(siteName).toHaveValue(en(site.general.siteName));
    await siteName.fill('Sample Town Health College');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not an address');
    await save(page).click();
    await expect(
      page.getByText('Fix the fields marked in red (on any tab); they are saved once they are valid.'),
    ).toBeVisible();
    // The validation core's rule (the schema's e-mail format), at the field.
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'must be an e-mail address',
    );
    await page.getByRole('textbox', { name: 'E-mail' }).fill(site.general.email);
    await save(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Settings saved successfully!' })).toBeVisible();
    await viewWebsite(page);
    await expect(page.getByRole('banner')).toContainText('Sample Town Health College');
  });

  test('words the rules of the general settings at their fields, not as patterns', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.fill('call us');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('must be a phone number such as +255 700 000 000');
    const siteName = page.getByRole('textbox', { name: 'Site name (English)' });
    await siteName.fill('   ');
    await siteName.blur();
    await expect(siteName).toHaveAccessibleDescription(
      'must be text, not empty or only spaces (in English, and in Kiswahili where given)',
    );
    await save(page).click();
    await expect(
      page.getByText('Fix the fields marked in red (on any tab); they are saved once they are valid.'),
    ).toBeVisible();
    await expect(page.getByText(/must match pattern/)).toHaveCount(0);
    await phone.fill(site.general.phone);
    await siteName.fill(en(site.general.siteName));
    // Saved once the checks have caught up with both fields.
    await expect(phone).not.toHaveAccessibleDescription(/phone number/);
    await expect(siteName).not.toHaveAccessibleDescription(/must be text/);
    await save(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Settings saved successfully!' })).toBeVisible();
  });

  test('hints at the lengths and picture size search engines and social networks use', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('tab', { name: 'SEO' }).click();
    const title = page.getByRole('textbox', { name: 'Meta title (English)' });
    await title.fill('Sample Town Health College');
    await expect(title).toHaveAccessibleDescription('26 characters; 50–60 show best in search results.');
    await title.fill('Example College of Health and Allied Sciences, Sample');
    await expect(title).toHaveAccessibleDescription(/: a good length\.$/);
    const socialImage = page.getByRole('textbox', { name: 'Social image (English pages)' });
    await expect(socialImage).toHaveAccessibleDescription('1200 × 630 px: the size social networks draw.');
    await socialImage.fill('/media/images/logo.svg');
    await expect(socialImage).toHaveAccessibleDescription(
      /^This picture is \d+ × \d+ px; social networks draw 1200 × 630\.$/,
    );
  });

  test('applies the colours and the font to the public site in the same tab', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('tab', { name: 'Customization' }).click();
    await expect(page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue('#004AAD');
    await expect(page.getByRole('textbox', { name: 'Secondary colour', exact: true })).toHaveValue('#B8860B');
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#7B1E3A');
    const font = page.getByRole('combobox', { name: 'Font' });
    await expect(font.getByRole('option')).toHaveText([
      'Inter',
      'Playfair Display',
      'Open Sans',
      'Roboto',
      'Lato',
    ]);
    await font.selectOption('Roboto');
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

  test('edits the tagline in English and in Kiswahili, both shown on the site in the same tab, each one undo', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    const english = page.getByRole('textbox', { name: 'Tagline (English)' });
    const kiswahili = page.getByRole('textbox', { name: 'Tagline (Kiswahili)' });
    await expect(kiswahili).toHaveValue(sw(site.general.tagline));
    await english.fill('Skilled hands for healthy lives');
    const reviewMark = page.getByText(
      `Needs review: translated from the earlier English “${en(site.general.tagline)}”`,
    );
    await expect(reviewMark).toBeVisible();
    await kiswahili.fill('Mikono stadi kwa maisha yenye afya');
    await expect(reviewMark).toHaveCount(0);
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeEnabled();

    await viewWebsite(page);
    await expect(page.getByRole('banner')).toContainText('Skilled hands for healthy lives');
    await page
      .locator('nav[aria-labelledby="sidebar-language"]')
      .getByRole('combobox')
      .selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/');
    await expect(page.getByRole('banner')).toContainText('Mikono stadi kwa maisha yenye afya');
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/settings$/);

    await undo.click();
    await expect(kiswahili).toHaveValue(sw(site.general.tagline));
    await expect(english).toHaveValue('Skilled hands for healthy lives');
    await undo.click();
    await expect(english).toHaveValue(en(site.general.tagline));
    await expect(undo).toBeDisabled();
  });

  test('edits the short name, the registration number and the apply buttons, in both languages where they have two, shown on the site in the same tab', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('textbox', { name: 'Short name' }).fill('SCHAS');
    await page.getByRole('textbox', { name: 'College registration number' }).fill('REG/HAS/123');
    await page.getByRole('textbox', { name: 'APPLY NOW button (English)' }).fill('APPLY TODAY');
    await page.getByRole('textbox', { name: 'APPLY NOW button (Kiswahili)' }).fill('OMBA LEO');
    const address = page.getByRole('combobox', { name: 'Online application address' });
    await address.fill('apply here');
    await address.blur();
    await expect(address).toHaveAccessibleDescription(/^must be /);
    await address.fill('https://apply.college.example/');
    await expect(address).toHaveAccessibleDescription('Where the apply buttons lead.');
    await save(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Settings saved successfully!' })).toBeVisible();

    await viewWebsite(page);
    await page.getByRole('banner').getByRole('link', { name: 'Contacts', exact: true }).first().click();
    await expect(page).toHaveTitle('Contact Us | SCHAS');
    const sidebar = page.getByRole('complementary', { name: 'Admissions and news' });
    await expect(sidebar).toContainText('REG/HAS/123');
    await expect(sidebar.getByRole('link', { name: 'APPLY TODAY' })).toHaveAttribute(
      'href',
      'https://apply.college.example/',
    );
    await page
      .locator('nav[aria-labelledby="sidebar-language"]')
      .getByRole('combobox')
      .selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/contacts');
    await expect(
      page.getByRole('complementary', { name: 'Udahili na habari' }).getByRole('link', { name: 'OMBA LEO' }),
    ).toHaveAttribute('href', 'https://apply.college.example/');
  });

  test('the site address and offline reading are settings too, checked at their fields', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('tab', { name: 'SEO' }).click();
    const address = page.getByRole('textbox', { name: 'Site address' });
    await expect(address).toHaveValue(site.seo.siteUrl);
    await address.fill('www.college.example');
    await address.blur();
    await expect(address).toHaveAccessibleDescription(/^must be /);
    await address.fill(site.seo.siteUrl);
    await expect(address).not.toHaveAccessibleDescription(/^must be /);

    await page.getByRole('tab', { name: 'Advanced' }).click();
    const offline = page.getByRole('switch', { name: 'Offline reading' });
    await expect(offline).toBeChecked();
    await expect(
      page.getByText(/^Keeps the pages a visitor opened readable without a connection\./),
    ).toBeVisible();
    const publish = page.getByRole('banner').getByRole('button', { name: /^Publish/ });
    await expect(publish).toHaveAccessibleName('Publish (0)');
    await offline.uncheck();
    await expect(publish).toHaveAccessibleName('Publish (1)');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(offline).toBeChecked();
    await expect(publish).toHaveAccessibleName('Publish (0)');
  });

  test('Reset Website Content, after a confirmation, puts the published content back, and Undo returns the changes', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('textbox', { name: 'Tagline (English)' }).fill('Training tomorrow’s health workers');
    await save(page).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await expect(page.getByRole('button', { name: 'Create Backup' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore Backup' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Website Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the website content?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The website content is back as it was last published.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset Website Content' }).click();
    await dialog.getByRole('button', { name: 'Reset Website Content' }).click();
    await expect(page.getByText('The website content is back as it was last published.')).toBeVisible();
    await viewWebsite(page);
    await expect(page.getByRole('banner')).toContainText(en(site.general.tagline));
    await page.goBack();
    await page.getByRole('button', { name: 'Undo' }).click();
    await viewWebsite(page);
    await expect(page.getByRole('banner')).toContainText('Training tomorrow’s health workers');
  });

  test('Clear Cache keeps the unsaved changes; the search in the same tab reads the documents in memory', async ({
    page,
  }) => {
    const indexFetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexFetches.push(request.url());
    });
    const search = async (words: string) => {
      await page.getByRole('button', { name: ui('frame.search'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: ui('frame.searchLabel') }).fill(words);
      return dialog;
    };
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('textbox', { name: 'Tagline (English)' }).fill('Training tomorrow’s health workers');
    await save(page).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();

    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByRole('button', { name: 'Clear Cache' }).click();
    await expect(
      page.getByText(/^Cache cleared: \d+ documents read afresh; 1 changed documents kept\.$/),
    ).toBeVisible();
    await viewWebsite(page);
    await expect(page.getByRole('banner')).toContainText('Training tomorrow’s health workers');
    const dialog = await search('fees');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    // The results come from the documents in this tab, not from the published index.
    expect(indexFetches).toEqual([]);
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
    await expect(page.getByRole('textbox', { name: 'Site name (English)' })).toBeVisible();
    await expectAdminPassesAxe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Customization' }).click();
    await expectAdminPassesAxe(page);
  });
});
