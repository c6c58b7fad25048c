import { expect, test, type Page } from '@playwright/test';
import { expectAdminPassesAxe, openSignedIn } from './support/admin';
import { activeLinks, en, managedLinks } from './support/content';
import { ui } from './support/i18n';

const linkRows = (page: Page) => page.getByRole('list', { name: 'Managed links' }).getByRole('listitem');
const addForm = (page: Page) => page.getByRole('form', { name: 'Add a link' });
const languages = (page: Page) => page.locator('nav[aria-labelledby="sidebar-language"]');
const addButton = (page: Page) => addForm(page).getByRole('button', { name: 'Add Link' });
const quickLinks = (page: Page) =>
  page
    .getByRole('complementary', { name: ui('frame.leftSidebar') })
    .getByRole('region', { name: 'Quick Links' });

/** Leaves the admin for the public home page in the same tab, as 'View Website' does. */
async function viewWebsite(page: Page) {
  await page.getByRole('link', { name: 'View Website' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('admin links', () => {
  test('filters by the five tabs and says when a category is empty', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/links');
    await expect(page.getByRole('heading', { name: 'Links', level: 2 })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['All', 'Header', 'Footer', 'Sidebar', 'Quick Links']);
    await expect(linkRows(page)).toHaveCount(managedLinks.links.length);

    await page.getByRole('tab', { name: 'Quick Links' }).click();
    await expect(linkRows(page)).toHaveCount(activeLinks('quicklinks').length);
    await expect(
      linkRows(page).first().getByRole('combobox', { name: 'Category' }).locator('option:checked'),
    ).toHaveText('Quick Links');

    await page.getByRole('tab', { name: 'Header' }).click();
    const header = managedLinks.links.filter((link) => link.category === 'header');
    for (const link of header) await page.getByRole('button', { name: `Delete '${en(link.title)}'` }).click();
    await expect(page.getByText('No links found in the selected category.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(linkRows(page)).toHaveCount(1);
    await expectAdminPassesAxe(page);
  });

  test('adds a link only with a title and a URL the schema accepts, leading to a page of the site, and the site shows it', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/links');
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByText('Enter a title and a URL to add the link.')).toBeVisible();

    await addForm(page)
      .getByRole('textbox', { name: 'Title (English)', exact: true })
      .fill('Graduation photos');
    const url = addForm(page).getByRole('combobox', { name: 'URL' });
    await url.fill('/no-such-page');
    await url.blur();
    // The validation core's words, at the field and beside the button.
    await expect(
      addForm(page).getByText('links to a page or file that does not exist on this site').first(),
    ).toBeVisible();
    await expect(addButton(page)).toBeDisabled();
    await url.fill('javascript:alert(1)');
    await expect(
      addForm(page).getByText('must be an http(s), mailto:, tel: or site-relative URL').first(),
    ).toBeVisible();
    await expect(addButton(page)).toBeDisabled();
    // What the schema accepts is accepted: a part of the same page, a server on this machine.
    await url.fill('#apply');
    await expect(addButton(page)).toBeEnabled();
    await url.fill('http://localhost:8080/intranet');
    await expect(addButton(page)).toBeEnabled();

    await url.fill('/graduation');
    await addForm(page).getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Quick Links' });
    await expect(addButton(page)).toBeEnabled();
    await addButton(page).click();
    await expect(page.getByText("Added 'Graduation photos'.")).toBeVisible();
    await page.getByRole('tab', { name: 'Quick Links' }).click();
    await expect(
      linkRows(page).last().getByRole('textbox', { name: 'Title (English)', exact: true }),
    ).toHaveValue('Graduation photos');
    await expect(linkRows(page).last()).toContainText('Active');

    await viewWebsite(page);
    await expect(quickLinks(page).getByRole('link', { name: 'Graduation photos' })).toHaveAttribute(
      'href',
      '/graduation',
    );
  });

  test('an inactive link is not shown where the site shows its category; undo shows it again', async ({
    page,
  }) => {
    const [quick] = activeLinks('quicklinks');
    const [footerLink] = activeLinks('footer');
    await openSignedIn(page, '/admin/dashboard/links');
    const quickSwitch = page.getByRole('switch', { name: `Show '${en(quick!.title)}' on the site` });
    await quickSwitch.click();
    await expect(quickSwitch).not.toBeChecked();
    await page.getByRole('switch', { name: `Show '${en(footerLink!.title)}' on the site` }).click();

    await viewWebsite(page);
    await expect(quickLinks(page)).toBeVisible();
    await expect(quickLinks(page).getByRole('link', { name: en(quick!.title) })).toHaveCount(0);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: en(footerLink!.title), exact: true }),
    ).toHaveCount(0);

    await page.goBack();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await viewWebsite(page);
    await expect(quickLinks(page).getByRole('link', { name: en(quick!.title) })).toBeVisible();
  });

  test('edits a link in English and in Kiswahili, both shown on the site in the same tab, each one undo', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/links');
    await page.getByRole('tab', { name: 'Quick Links' }).click();
    const row = linkRows(page).nth(
      activeLinks('quicklinks').findIndex((link) => en(link.title) === 'Ministry of Health'),
    );
    const english = row.getByRole('textbox', { name: 'Title (English)', exact: true });
    const kiswahili = row.getByRole('textbox', { name: 'Title (Kiswahili)', exact: true });
    await expect(kiswahili).toHaveValue('Wizara ya Afya');
    await english.fill('Ministry of Health Tanzania');
    const reviewMark = row.getByText(
      'Needs review: translated from the earlier English “Ministry of Health”',
    );
    await expect(reviewMark).toBeVisible();
    await kiswahili.fill('Wizara ya Afya Tanzania');
    await expect(reviewMark).toHaveCount(0);
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeEnabled();

    await viewWebsite(page);
    await expect(quickLinks(page).getByRole('link', { name: 'Ministry of Health Tanzania' })).toBeVisible();
    await languages(page).getByRole('combobox').selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/');
    await expect(page.getByRole('link', { name: 'Wizara ya Afya Tanzania' })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/links$/);

    await undo.click();
    await page.getByRole('tab', { name: 'Quick Links' }).click();
    await expect(kiswahili).toHaveValue('Wizara ya Afya');
    await expect(english).toHaveValue('Ministry of Health Tanzania');
    await undo.click();
    await expect(english).toHaveValue('Ministry of Health');
    await expect(undo).toBeDisabled();
  });

  test('works on a phone and passes axe there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, '/admin/dashboard/links');
    await expect(linkRows(page).first()).toBeVisible();
    await expectAdminPassesAxe(page);
  });
});
