import { expect, test, type Page } from '@playwright/test';
import {
  expectAdminPassesAxe,
  addComponent,
  componentList,
  openNewPage,
  previewFrame,
} from './support/admin';

/** Adds a component of this type and opens its dialog. */
async function editNew(page: Page, typeLabel: string) {
  await addComponent(page, typeLabel);
  await componentList(page)
    .last()
    .getByRole('button', { name: /^Edit '/ })
    .click();
  return page.getByRole('dialog', { name: `Edit ${typeLabel}` });
}

test.describe('component forms derived from the block schemas', () => {
  test('a list: English and Kiswahili side by side, items added, moved and removed, a switch', async ({
    page,
  }) => {
    await openNewPage(page);
    const dialog = await editNew(page, 'List');
    await expect(dialog.getByRole('textbox', { name: 'Item 1 (English)' })).toHaveValue('First item');
    // A text with no Kiswahili says so beside it.
    await expect(dialog.getByText('Kiswahili missing', { exact: false })).toHaveCount(3);
    await dialog.getByRole('textbox', { name: 'Item 1 (Kiswahili)' }).fill('Kipengele cha kwanza');
    await expect(dialog.getByText('Kiswahili missing', { exact: false })).toHaveCount(2);

    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByRole('textbox', { name: 'Item 4 (English)' }).fill('Fourth item');
    await dialog.getByRole('button', { name: 'Move Item 4 up' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Item 3 (English)' })).toHaveValue('Fourth item');
    await expect(dialog.getByRole('button', { name: 'Move Item 4 down' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Move Item 1 up' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Remove Item 2' }).click();
    await dialog.getByRole('switch', { name: 'Ordered' }).check();
    await expectAdminPassesAxe(page);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(previewFrame(page).getByRole('list').last().getByRole('listitem')).toHaveText([
      'First item',
      'Fourth item',
      'Third item',
    ]);
    // The whole dialog's edit is one entry of the history.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(previewFrame(page).getByRole('list').last().getByRole('listitem')).toHaveText([
      'First item',
      'Second item',
      'Third item',
    ]);
  });

  test('an image from the picker, with its preview; a number kept as a draft until it is one', async ({
    page,
  }) => {
    await openNewPage(page);
    const dialog = await editNew(page, 'Image');
    await dialog.getByRole('button', { name: 'Choose a picture' }).click();
    const picker = page.getByRole('dialog', { name: "The site's pictures: Picture" });
    await picker
      .getByRole('button', { name: /^gallery\/.*graduation/ })
      .first()
      .click();
    await expect(picker).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Picture' })).toHaveValue(
      /^\/media\/images\/gallery\/.*graduation/,
    );
    await expect(dialog.getByRole('img', { name: 'The picture chosen for Picture' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Picture' }).fill('/media/images/nowhere.jpg');
    await dialog.getByRole('textbox', { name: 'Picture' }).blur();
    await expect(
      dialog.getByText('names a file that does not exist in content/media/images/nowhere.jpg'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const map = await editNew(page, 'Map');
    const zoom = map.getByRole('textbox', { name: 'Zoom' });
    await zoom.fill('1x');
    await expect(map.getByText('must be a number')).toBeVisible();
    await zoom.fill('25');
    await zoom.blur();
    await expect(map.getByText(/^must be <= 19/)).toBeVisible();
    await map.getByRole('button', { name: 'Save' }).click();
    await expect(map.getByRole('button', { name: 'Save' })).toBeDisabled();
    await zoom.fill('17');
    await expect(map.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

test('a card grid: a number among the options, an icon shown beside its name, a link checked', async ({
  page,
}) => {
  await openNewPage(page);
  const dialog = await editNew(page, 'Card grid');
  const perRow = dialog.getByRole('combobox', { name: 'Columns' });
  await expect(perRow).toHaveValue('1');
  await expect(perRow.locator('option:checked')).toHaveText('3');
  await perRow.selectOption({ label: '2' });
  const card = dialog.getByRole('group', { name: 'Card 1' });
  await card.getByRole('combobox', { name: 'Icon' }).selectOption({ label: 'School' });
  await expect(card.locator('.MuiInputAdornment-root svg')).toBeVisible();
  // An address offers the site's pages as suggestions, which makes it a combobox.
  const link = card.getByRole('combobox', { name: 'Link', exact: true });
  const suggestions = page.locator(`datalist[id="${await link.getAttribute('list')}"] option`);
  await expect(suggestions.and(page.locator('[value="/fees"]'))).toHaveCount(1);
  // A hostile address is refused at the field, as the build refuses it.
  await link.fill('javascript:alert(1)');
  await link.blur();
  await expect(card.getByText('must be an http(s), mailto:, tel: or site-relative URL')).toBeVisible();
  await link.fill('/no-such-page');
  await link.blur();
  await expect(card.getByText('links to a page or file that does not exist on this site')).toBeVisible();
  await link.fill('/fees');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(previewFrame(page).getByRole('link', { name: /Card Title/ })).toHaveAttribute('href', '/fees');
});

test('every block type of the palette opens in its form and saves its default content unchanged', async ({
  page,
}) => {
  test.slow();
  await openNewPage(page);
  const types = await page
    .getByRole('combobox', { name: 'Component type' })
    .locator('option')
    .evaluateAll((options) => options.map((option) => option.textContent ?? ''));
  expect(types.length).toBeGreaterThan(20);
  for (const [index, type] of types.entries()) {
    const dialog = await editNew(page, type);
    await expect(dialog.getByRole('tabpanel')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog, `${type} saves`).toBeHidden();
    await expect(componentList(page)).toHaveCount(index + 1);
  }
  // Nothing was changed by opening and saving: each dialog's save made no history entry.
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit history' }).getByRole('listitem')).toHaveCount(
    types.length + 1,
  );
});
