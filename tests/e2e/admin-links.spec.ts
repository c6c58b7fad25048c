import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/admin';
import { activeLinks, en, managedLinks } from './support/content';
import { ui } from './support/i18n';
import { expectNoAxeViolations } from './support/site-only';

const linkRows = (page: Page) => page.getByRole('table', { name: 'Managed links' }).getByRole('row');
const addButton = (page: Page) => page.getByRole('button', { name: 'Add Link' });
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
    await expect(linkRows(page)).toHaveCount(managedLinks.links.length + 1);

    await page.getByRole('tab', { name: 'Quick Links' }).click();
    await expect(linkRows(page)).toHaveCount(activeLinks('quicklinks').length + 1);
    await expect(linkRows(page).nth(1)).toContainText('Quick Links');

    await page.getByRole('tab', { name: 'Header' }).click();
    const header = managedLinks.links.filter((link) => link.category === 'header');
    for (const link of header) await page.getByRole('button', { name: `Delete '${en(link.title)}'` }).click();
    await expect(page.getByText('No links found in the selected category.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(linkRows(page)).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('adds a link only with a title and a URL of the site or the web, and the site shows it', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/links');
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByText('Enter a title and a URL to add the link.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Graduation photos');
    const url = page.getByRole('textbox', { name: 'URL' });
    await url.fill('/no-such-page');
    await url.blur();
    await expect(page.getByText('The site has no page at this address.').first()).toBeVisible();
    await expect(addButton(page)).toBeDisabled();
    await url.fill('javascript:alert(1)');
    await expect(addButton(page)).toBeDisabled();

    await url.fill('/graduation');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Quick Links' }).click();
    await expect(addButton(page)).toBeEnabled();
    await addButton(page).click();
    await expect(page.getByText("Added 'Graduation photos'.")).toBeVisible();
    await page.getByRole('tab', { name: 'Quick Links' }).click();
    await expect(linkRows(page).last()).toContainText('Graduation photos');
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

  test('works on a phone and passes axe there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, '/admin/dashboard/links');
    await expect(linkRows(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
