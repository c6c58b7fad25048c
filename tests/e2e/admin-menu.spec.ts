import { expect, test, type Page } from '@playwright/test';
import { expectAdminPassesAxe, deletePage, openSignedIn, pickUpByKeyboard } from './support/admin';
import { en, navigation } from './support/content';
import { ui } from './support/i18n';

const structure = (page: Page) => page.getByRole('list', { name: 'Menu structure' });
const topLevel = (page: Page) => structure(page).locator(':scope > li');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: ui('frame.mainMenu') });
/** The inputs of the entry being edited (one at a time). */
const entryInputs = (page: Page) => page.getByRole('group', { name: /^The text and link of / });
const languages = (page: Page) => page.locator('nav[aria-labelledby="sidebar-language"]');
const sw = (text: unknown) => (text as { sw: string }).sw;
/** The header's top-level entries in order, whether the bar shows them or "More" gathers them. */
const publicEntries = (page: Page) =>
  mainMenu(page).locator('ul').first().locator(':scope > li.entry > :is(a, button)');

async function viewWebsite(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'View Website' }).click();
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
    const text = form.getByRole('textbox', { name: 'Text (English)' });
    await text.fill('Graduation');
    await expect(add).toBeDisabled();
    const link = form.getByRole('combobox', { name: 'Link' });
    await link.fill('/nowhere');
    await link.blur();
    // The validation core's message, at the field.
    await expect(link).toHaveAccessibleDescription(
      'links to a page or file that does not exist on this site',
    );
    await expect(add).toBeDisabled();
    await link.fill('/graduation');
    await add.click();
    await expect(topLevel(page)).toHaveCount(navigation.items.length + 1);
    await expect(topLevel(page).last()).toContainText('Graduation');

    await text.fill('Find us');
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
      .locator(`summary[aria-label="${ui('frame.toggleSubmenu', { section: en(about!.label) })}"]`)
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

  test('reorders by keyboard on the drag handle, within its own list', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/menu');
    const name = en(home!.label);
    await pickUpByKeyboard(page, name);
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('status').filter({ hasText: `'${name}' is over position 2.` }),
    ).toBeAttached();
    await page.keyboard.press('Space');
    await expect(topLevel(page).nth(1)).toContainText(name);
    await expect(topLevel(page).first()).toContainText(en(about!.label));
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(topLevel(page).first()).toContainText(name);
  });

  test('reorders by dragging the handle with the pointer', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/menu');
    const handle = page.getByRole('button', { name: `Drag '${en(home!.label)}' to reorder` });
    const target = (await topLevel(page).nth(2).boundingBox())!;
    const start = (await handle.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(
        start.x + start.width / 2,
        start.y + ((target.y + target.height / 2 - start.y) * step) / 10,
      );
    await page.mouse.up();
    await expect(topLevel(page).nth(2)).toContainText(en(home!.label));
    await page.getByRole('button', { name: 'History' }).click();
    await expect(
      page.getByText(`Moved '${en(home!.label)}' below '${en(navigation.items[2]!.label)}'`),
    ).toBeVisible();
  });

  test.describe('on a touch phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('reorders by dragging the handle with a finger', async ({ page }) => {
      await openSignedIn(page, '/admin/dashboard/menu');
      const handle = page.getByRole('button', { name: `Drag '${en(home!.label)}' to reorder` });
      // Mid-screen, away from the edges where dragging scrolls the page.
      await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const grip = (await handle.boundingBox())!;
      // The finger moves the entry's row by the distance between its centre and the next row's.
      const [from, to] = [
        (await topLevel(page).first().boundingBox())!,
        (await topLevel(page).nth(1).boundingBox())!,
      ];
      const distance = to.y + to.height / 2 - (from.y + from.height / 2);
      const session = await page.context().newCDPSession(page);
      const x = grip.x + grip.width / 2;
      const y = grip.y + grip.height / 2;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
        session.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y: at }],
        });
      await touch('touchStart', y);
      for (let step = 1; step <= 10; step++) await touch('touchMove', y + (distance * step) / 10);
      await touch('touchEnd', y + distance);
      await expect(topLevel(page).nth(1)).toContainText(en(home!.label));
      await expect(topLevel(page).first()).toContainText(en(about!.label));
    });
  });

  test('edits an entry in English and in Kiswahili, both shown on the site in the same tab, each one undo', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/menu');
    await page.getByRole('button', { name: `Edit '${en(home!.label)}'` }).click();
    const english = entryInputs(page).getByRole('textbox', { name: 'Text (English)' });
    const kiswahili = entryInputs(page).getByRole('textbox', { name: 'Text (Kiswahili)' });
    await expect(kiswahili).toHaveValue(sw(home!.label));
    await english.fill('Start');
    // The Kiswahili kept while its English changed is marked for review, until it is edited.
    const reviewMark = entryInputs(page).getByText(
      `Needs review: translated from the earlier English “${en(home!.label)}”`,
    );
    await expect(reviewMark).toBeVisible();
    await kiswahili.fill('Anza');
    await expect(reviewMark).toHaveCount(0);
    await expect(topLevel(page).first()).toContainText('Start');
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeEnabled();

    await viewWebsite(page);
    await expect(publicEntries(page).first()).toHaveText('Start');
    await languages(page).getByRole('combobox').selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/');
    await expect(
      page.getByRole('navigation', { name: 'Menyu kuu' }).getByRole('link', { name: 'Anza', exact: true }),
    ).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/menu$/);

    await page.getByRole('button', { name: "Edit 'Start'" }).click();
    await undo.click();
    await expect(kiswahili).toHaveValue(sw(home!.label));
    await expect(english).toHaveValue('Start');
    await undo.click();
    await expect(english).toHaveValue(en(home!.label));
    await expect(undo).toBeDisabled();
  });

  test('a link of no page shows the message at the field and changes nothing', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/menu');
    const last = navigation.items.at(-1)!;
    await page.getByRole('button', { name: `Edit '${en(last.label)}'` }).click();
    const link = entryInputs(page).getByRole('combobox', { name: 'Link' });
    await expect(link).toHaveValue(last.url!);
    await link.fill('/nowhere');
    await link.blur();
    await expect(link).toHaveAccessibleDescription(
      'links to a page or file that does not exist on this site',
    );
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await viewWebsite(page);
    await expect(publicEntries(page).last()).toHaveAttribute('href', last.url!);
  });

  test('an entry whose page was deleted still moves: its link is mended where it is, not before every move', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/pages');
    await deletePage(page, 'Contact Us');
    await page.getByRole('link', { name: 'Menu Management' }).click();
    const contacts = navigation.items.findIndex((item) => item.id === 'contacts');
    const above = navigation.items[contacts - 1]!;
    await page.getByRole('button', { name: "Move 'Contacts' up" }).click();
    await expect(topLevel(page).nth(contacts - 1)).toContainText('Contacts');
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByText(`Moved 'Contacts' above '${en(above.label)}'`)).toBeVisible();
  });

  test('passes axe at desktop and phone widths', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/menu');
    await page.getByRole('button', { name: `Show the dropdown of '${en(withChildren[0]!.label)}'` }).click();
    await page.getByRole('button', { name: `Edit '${en(withChildren[0]!.label)}'` }).click();
    await expect(entryInputs(page)).toBeVisible();
    await expectAdminPassesAxe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAdminPassesAxe(page);
  });
});
