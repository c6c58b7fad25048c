import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/admin';
import { en, navigation } from './support/content';
import { ui } from './support/i18n';
import { expectNoAxeViolations } from './support/site-only';

const structure = (page: Page) => page.getByRole('list', { name: 'Menu structure' });
const topLevel = (page: Page) => structure(page).locator(':scope > li');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: ui('frame.mainMenu') });
/** The names of the public desktop menu's top entries, in order. */
/** The header's top-level entries in order, whether the bar shows them or "More" gathers them. */
const publicEntries = (page: Page) =>
  mainMenu(page).locator('ul').first().locator(':scope > li.entry > :is(a, button)');

async function viewWebsite(page: Page) {
  await page.getByRole('link', { name: 'View Website' }).click();
  await expect(page).toHaveURL(/\/$/);
}

const [home, about] = navigation.items;
const withChildren = navigation.items.filter((item) => item.children?.length);

test.describe('admin menu management', () => {
  test('adds an item only with text and a link of the site, at the top level or under a parent', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/menu');
    await expect(page.getByRole('heading', { name: 'Menu Management', level: 2 })).toBeVisible();
    await expect(topLevel(page)).toHaveCount(navigation.items.length);
    const add = page.getByRole('button', { name: 'Add Item' });
    await expect(add).toBeDisabled();
    await expect(page.getByText('Enter both the text and the link to add the item.')).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a menu item' });
    await form.getByRole('textbox', { name: 'Text' }).fill('Graduation');
    await expect(add).toBeDisabled();
    const link = form.getByRole('textbox', { name: 'Link' });
    await link.fill('/nowhere');
    await link.blur();
    await expect(link).toHaveAccessibleDescription('The site has no page at this address.');
    await expect(add).toBeDisabled();
    await link.fill('/graduation');
    await add.click();
    await expect(topLevel(page)).toHaveCount(navigation.items.length + 1);
    await expect(topLevel(page).last()).toContainText('Graduation');

    await form.getByRole('textbox', { name: 'Text' }).fill('Find us');
    await link.fill('/contacts');
    await form.getByRole('combobox', { name: 'Parent' }).click();
    await page.getByRole('option', { name: en(about!.label) }).click();
    await add.click();
    await expect(page.getByRole('list', { name: `Dropdown of '${en(about!.label)}'` })).toContainText(
      'Find us',
    );

    await page.getByRole('button', { name: 'Save Menu Structure' }).click();
    await expect(page.getByText(/Menu saved: the header and the mobile menu show/)).toBeVisible();
    await viewWebsite(page);
    await expect(publicEntries(page).last()).toHaveText('Graduation');
    await mainMenu(page)
      .getByRole('button', { name: en(about!.label), exact: true })
      .click();
    await expect(page.locator(`#menu-${about!.id}`).getByRole('link', { name: 'Find us' })).toHaveAttribute(
      'href',
      '/contacts',
    );
  });

  test('expands and collapses, moves within the ends, deletes with children, and undoes', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/menu');
    // Not the first parent (About), so Home, moved below About, keeps its new place after the delete.
    const parent = withChildren[1]!;
    const expand = page.getByRole('button', { name: `Show the dropdown of '${en(parent.label)}'` });
    await expand.click();
    const dropdown = page.getByRole('list', { name: `Dropdown of '${en(parent.label)}'` });
    await expect(dropdown.getByRole('listitem')).toHaveCount(parent.children!.length);
    await page.getByRole('button', { name: `Hide the dropdown of '${en(parent.label)}'` }).click();
    await expect(dropdown).toHaveCount(0);

    await expect(page.getByRole('button', { name: `Move '${en(home!.label)}' up` })).toBeDisabled();
    const last = navigation.items.at(-1)!;
    await expect(page.getByRole('button', { name: `Move '${en(last.label)}' down` })).toBeDisabled();
    await page.getByRole('button', { name: `Move '${en(home!.label)}' down` }).click();
    await expect(topLevel(page).nth(1)).toContainText(en(home!.label));

    await page.getByRole('button', { name: `Delete '${en(parent.label)}'` }).click();
    await expect(topLevel(page)).toHaveCount(navigation.items.length - 1);
    await viewWebsite(page);
    await expect(publicEntries(page)).toHaveCount(navigation.items.length - 1);
    await expect(publicEntries(page).nth(1)).toHaveText(en(home!.label));
    await expect(mainMenu(page).getByRole('button', { name: en(parent.label), exact: true })).toHaveCount(0);

    await page.goBack();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(topLevel(page)).toHaveCount(navigation.items.length);
    await expect(topLevel(page).first()).toContainText(en(home!.label));
  });

  test('passes axe at desktop and phone widths', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/menu');
    await page.getByRole('button', { name: `Show the dropdown of '${en(withChildren[0]!.label)}'` }).click();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});
