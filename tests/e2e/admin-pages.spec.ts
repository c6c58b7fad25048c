import { expect, test, type Page } from '@playwright/test';
import {
  expectAdminPassesAxe,
  addComponent,
  componentList,
  deletePage,
  openHistoryParagraph,
  openNewPage,
  openSignedIn,
  pickUpByKeyboard,
  previewFrame,
} from './support/admin';
import { pauseClockNow } from './support/clock';

/** The spec's default content of the seven basic types, as each shows in the component list. */
const BASIC_TYPES = [
  ['Title', 'New Title'],
  ['Subtitle', 'New Subtitle'],
  ['Paragraph', 'Write your paragraph here.'],
  ['Image', 'Image description'],
  ['Card', 'Card Title'],
  ['Link', 'Link text'],
  ['List', 'First item'],
  ['Columns', 'Column 1 content'],
] as const;

async function addTitleAndParagraph(page: Page) {
  await addComponent(page, 'Title');
  await addComponent(page, 'Paragraph');
  await expect(componentList(page)).toHaveCount(2);
}

test.describe('Page Management', () => {
  test('adds each basic component type with its default content, shown in the preview', async ({ page }) => {
    await openNewPage(page);
    await expect(page.getByText('Select a component to edit')).toBeVisible();
    for (const [label] of BASIC_TYPES) await addComponent(page, label);
    const rows = componentList(page);
    await expect(rows).toHaveCount(BASIC_TYPES.length);
    for (const [index, [label, shown]] of BASIC_TYPES.entries()) {
      await expect(rows.nth(index)).toContainText(`${index + 1}.`);
      await expect(rows.nth(index)).toContainText(shown);
      await expect(rows.nth(index)).toContainText(label);
    }
    const preview = previewFrame(page);
    await expect(preview.getByRole('heading', { name: 'New Title' })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Image description' })).toBeVisible();
    await expect(preview.getByText('Second item')).toBeVisible();
    await expect(preview.getByText('Column 2 content')).toBeVisible();
  });

  test('reorders with the move buttons, disabled at the ends, and undoes and redoes by button and keys', async ({
    page,
  }) => {
    await openNewPage(page);
    await addTitleAndParagraph(page);
    const rows = componentList(page);
    await expect(page.getByRole('button', { name: "Move 'New Title' up" })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Move 'Write your paragraph.*' down$/ })).toBeDisabled();

    await page.getByRole('button', { name: "Move 'New Title' down" }).click();
    await expect(rows.nth(0)).toContainText('1.Write your paragraph');
    await expect(rows.nth(1)).toContainText('2.New Title');

    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit history' })).toContainText(
      /Moved 'New Title' below 'Write your paragraph/,
    );
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(rows.nth(0)).toContainText('New Title');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(rows.nth(0)).toContainText('Write your paragraph');

    // Away from any field, so the keys go to the editor rather than to a text box.
    await page.getByRole('heading', { name: 'Page Management', level: 2 }).click();
    await page.keyboard.press('Control+z');
    await expect(rows.nth(0)).toContainText('New Title');
    await page.keyboard.press('Control+Shift+z');
    await expect(rows.nth(0)).toContainText('Write your paragraph');
    await page.keyboard.press('Control+z');
    await expect(rows.nth(0)).toContainText('New Title');
    await page.keyboard.press('Control+y');
    await expect(rows.nth(0)).toContainText('Write your paragraph');
  });

  test('reorders by dragging the handle', async ({ page }) => {
    await openNewPage(page);
    await addTitleAndParagraph(page);
    await addComponent(page, 'List');
    const rows = componentList(page);
    const handle = page.getByRole('button', { name: "Drag 'New Title' to reorder" });
    const target = (await rows.nth(2).boundingBox())!;
    const start = (await handle.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(
        start.x + start.width / 2,
        start.y + ((target.y + target.height - start.y) * step) / 10,
      );
    await page.mouse.up();
    await expect(rows.nth(2)).toContainText('3.New Title');
    await expect(rows.nth(0)).toContainText('1.Write your paragraph');
  });

  test('reorders by keyboard dragging', async ({ page }) => {
    await openNewPage(page);
    await addTitleAndParagraph(page);
    await pickUpByKeyboard(page, 'New Title');
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('status').filter({ hasText: "'New Title' is over position 2." }),
    ).toBeAttached();
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('status').filter({ hasText: "Dropped 'New Title' at position 2." }),
    ).toBeAttached();
    await expect(componentList(page).nth(1)).toContainText('2.New Title');
  });

  test('edits a component in its dialog with a preview, selects from the preview, and deletes', async ({
    page,
  }) => {
    await openNewPage(page);
    await addTitleAndParagraph(page);

    await previewFrame(page).getByRole('heading', { name: 'New Title' }).click();
    await expect(page.getByText('Selected: New Title')).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Title' });
    const box = (await dialog.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.8 + 1);
    const english = dialog.getByRole('textbox', { name: 'Text (English)' });
    await english.fill('Our open day');
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await expect(dialog.getByRole('heading', { name: 'Our open day' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Edit' }).click();

    // Emptied, the text is refused at the field once it loses focus, and by Save with a list.
    await english.fill('');
    await english.blur();
    await expect(dialog.getByText(/^must be text, not empty or only spaces/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('1 problem stops the save')).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Fix the 1 problem listed above to save.');
    await dialog.getByRole('button', { name: 'Text' }).click();
    await expect(english).toBeFocused();
    await english.fill('Our open day');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(componentList(page).nth(0)).toContainText('Our open day');
    await expect(previewFrame(page).getByRole('heading', { name: 'Our open day' })).toBeVisible();

    await page.getByRole('button', { name: "Edit 'Our open day'" }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Text (English)' }).fill('Not kept');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(componentList(page).nth(0)).toContainText('Our open day');

    await page.getByRole('button', { name: "Delete 'Our open day'" }).click();
    await expect(componentList(page)).toHaveCount(1);
    await expect(page.getByText('Select a component to edit')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(componentList(page)).toHaveCount(2);
  });

  test('a saved edit shows on the public pages in the same tab, at a renamed path', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/pages');
    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('history');
    await page.getByRole('button', { name: /Our History/ }).click();
    await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill('Our Story');
    const path = page.getByRole('textbox', { name: 'Path' });
    // The validation core's rules, at the field: the schema's path pattern, and one page per path.
    await path.fill('/about/Story');
    await expect(page.getByText(/^must be a site path such as \/about\/history/)).toBeVisible();
    await path.fill('/about');
    await expect(
      page.getByText(/^duplicate page path, also used by content\/pages\/about\.json/),
    ).toBeVisible();
    // The search page has its address already.
    await path.fill('/search');
    await expect(
      page.getByText(/^duplicate page path, also used by content\/pages\/search\.json/),
    ).toBeVisible();
    // Addresses the site keeps for itself: a page there could never be reached.
    for (const kept of ['/sw/about', '/admin/login', '/api/x', '/media/x', '/404']) {
      await path.fill(kept);
      await expect(path).toHaveAccessibleDescription(
        /^must not start with \/sw, \/admin, \/api, .* the site keeps those addresses for itself$/,
      );
    }
    await path.fill('/about/our-story');
    await expect(page.getByText(/^duplicate page path/)).toBeHidden();
    await expect(page.getByText(/the site keeps those addresses for itself/)).toBeHidden();
    // A title of spaces alone is no title.
    const title = page.getByRole('textbox', { name: 'Title (English)', exact: true });
    await title.fill('   ');
    await expect(title).toHaveAccessibleDescription(/^must be text, not empty or only spaces/);
    await title.fill('Our Story');
    await expect(title).not.toHaveAccessibleDescription(/must be text/);

    await page.getByRole('link', { name: 'Open the page' }).click();
    await expect(page).toHaveURL(/\/about\/our-story$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('About Us');

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Page Management' })).toBeVisible();
    await page.getByRole('link', { name: 'View Website' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').first()).toBeVisible();
  });

  test('edits the title in English and in Kiswahili, both shown on the site in the same tab, each one undo', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/pages');
    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('history');
    await page.getByRole('button', { name: /Our History/ }).click();
    const english = page.getByRole('textbox', { name: 'Title (English)', exact: true });
    const kiswahili = page.getByRole('textbox', { name: 'Title (Kiswahili)', exact: true });
    await expect(kiswahili).toHaveValue('Historia Yetu');
    await english.fill('Our Story');
    // The Kiswahili kept while its English changed is marked for review, until it is edited.
    const reviewMark = page.getByText('Needs review: translated from the earlier English “Our History”');
    await expect(reviewMark).toBeVisible();
    await kiswahili.fill('Simulizi Yetu');
    await expect(reviewMark).toHaveCount(0);
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeEnabled();

    await page.getByRole('link', { name: 'Open the page' }).click();
    await expect(page).toHaveURL(/\/about\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await page
      .locator('nav[aria-labelledby="sidebar-language"]')
      .getByRole('combobox')
      .selectOption('Kiswahili');
    await expect(page).toHaveURL(/\/sw\/about\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Simulizi Yetu' })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/pages/);

    await undo.click();
    await expect(kiswahili).toHaveValue('Historia Yetu');
    await expect(english).toHaveValue('Our Story');
    await undo.click();
    await expect(english).toHaveValue('Our History');
    await expect(reviewMark).toHaveCount(0);
    await expect(undo).toBeDisabled();
  });

  test('edits a block’s text in English and Kiswahili in its dialog, both shown on the site in the same tab, then undone', async ({
    page,
  }) => {
    const dialog = await openHistoryParagraph(page);
    await dialog
      .getByRole('textbox', { name: 'Text (English)' })
      .fill('Founded in 2015 to train health workers.');
    await dialog
      .getByRole('textbox', { name: 'Text (Kiswahili)' })
      .fill('Kilianzishwa mwaka 2015 kufundisha wahudumu wa afya.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Open the page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/about/history');
    // The public page, shown in the admin's tab in place of the screen.
    await expect(page.getByRole('heading', { level: 1, name: 'Our History' })).toBeVisible();
    await expect(page.getByText('Founded in 2015 to train health workers.', { exact: true })).toBeVisible();
    await page
      .locator('nav[aria-labelledby="sidebar-language"]')
      .getByRole('combobox')
      .selectOption('Kiswahili');
    await expect(page).toHaveURL((url) => url.pathname === '/sw/about/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Historia Yetu' })).toBeVisible();
    await expect(
      page.getByText('Kilianzishwa mwaka 2015 kufundisha wahudumu wa afya.', { exact: true }),
    ).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/pages/);

    // One save, one undo: both languages go back to what they were.
    const undo = page.getByRole('button', { name: 'Undo' });
    await undo.click();
    await expect(undo).toBeDisabled();
    await page.getByRole('button', { name: /^Edit 'The college opened its doors/ }).click();
    await expect(dialog.getByRole('textbox', { name: 'Text (English)' })).toHaveValue(
      /^The college opened its doors in 2015/,
    );
    await expect(dialog.getByRole('textbox', { name: 'Text (Kiswahili)' })).toHaveValue(
      /^Chuo kilifungua milango yake mwaka 2015/,
    );
  });

  test('Add New Page makes a working route; deleting asks first', async ({ page }) => {
    await openNewPage(page);
    await addComponent(page, 'Title');
    await page.getByRole('link', { name: 'Open the page' }).click();
    await expect(page).toHaveURL(/\/new-page$/);
    await expect(page.getByRole('heading', { name: 'New Title' })).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: 'Delete Page' }).click();
    await page
      .getByRole('dialog', { name: "Delete the page 'New Page'?" })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Select a page to edit')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pages' }).getByText('New Page')).toHaveCount(0);
  });

  test('deleting a page others link to reports each broken link, until the delete is undone', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/pages');
    const problems = page.getByRole('button', { name: /^\d+ problems$/ });
    await expect(problems).toHaveCount(0);
    await deletePage(page, 'Contact Us');

    await expect(problems).toHaveText('2 problems');
    await problems.click();
    const list = page.getByRole('dialog', { name: 'Content problems: 2' }).getByRole('listitem');
    await expect(list).toHaveText([
      /^content\/navigation.json \/items\/\d+\/url: links to a page or file that does not exist on this site \(got "\/contacts"\) Mend it in Menu Management$/,
      /^content\/pages\/apply.json \/components\/\d+\/content\/cards\/\d+\/link: links to a page .* \(got "\/contacts"\) Mend it in Page Management$/,
    ]);
    // Each problem leads to the screen where it is mended: a page's, with its component selected.
    await expect(list.nth(1).getByRole('link')).toHaveAttribute(
      'href',
      /\/admin\/dashboard\/pages\?page=pages%2Fapply&component=[a-z0-9-]+$/,
    );
    await expectAdminPassesAxe(page);
    await list.nth(0).getByRole('link', { name: 'Mend it in Menu Management' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/menu$/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(problems).toHaveCount(0);
  });

  test('a new path takes the links to the page with it, in one history entry that undo reverses', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/pages');
    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('contact');
    await page.getByRole('button', { name: /Contact Us/ }).click();
    const path = page.getByRole('textbox', { name: 'Path' });
    await expect(path).toHaveAccessibleDescription(
      /the links to the page from the rest of the site change with it/,
    );
    await path.fill('/contact-us');
    await path.blur();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit history' }).getByRole('listitem').first()).toHaveText(
      "Changed the path of 'Contact Us' to /contact-us, and the links to it",
    );
    await page.keyboard.press('Escape');
    // The menu's entry and the apply page's card followed: nothing is left broken.
    await expect(page.getByRole('button', { name: /^\d+ problems?$/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'View Website' }).click();
    await expect(page).toHaveURL(/\/$/);
    const menuEntry = page.getByRole('banner').getByRole('link', { name: 'Contacts', exact: true }).first();
    await expect(menuEntry).toHaveAttribute('href', '/contact-us');
    await menuEntry.click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/pages/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('contact');
    await page.getByRole('button', { name: /Contact Us/ }).click();
    await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('/contacts');
    await page.getByRole('link', { name: 'View Website' }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Contacts', exact: true }).first(),
    ).toHaveAttribute('href', '/contacts');
  });

  test('a page field applies its text 250 ms after typing pauses, or at once when it loses focus', async ({
    page,
  }) => {
    await page.clock.install();
    await openNewPage(page);
    await pauseClockNow(page);
    const pages = page.getByRole('list', { name: 'Pages' });
    const title = page.getByRole('textbox', { name: 'Title (English)', exact: true });
    await title.fill('Open day');
    await page.clock.runFor(249);
    await expect(pages.getByText('New Page')).toBeVisible();
    await page.clock.runFor(1);
    await expect(pages.getByText('Open day')).toBeVisible();

    await title.fill('Open days');
    await title.blur();
    await expect(pages.getByText('Open days')).toBeVisible();
  });

  test('the page-management screen has no axe-core violation', async ({ page }) => {
    await openNewPage(page);
    await addTitleAndParagraph(page);
    await expectAdminPassesAxe(page);
  });
});

/** Searches from the header's search dialog, with its words in the page's language. */
async function searchFromHeader(page: Page, button: string, box: string, query: string) {
  await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
  const field = page.getByRole('dialog').getByRole('combobox', { name: box });
  await field.fill(query);
  await field.press('Enter');
}

const searchResults = (page: Page) => page.getByRole('main').locator('ol > li > article');

test.describe('Page Management: search settings', () => {
  test('edits a keyword in English and in Kiswahili, found by the site search in the same tab, each one undo; a bad popularity is refused at the field and changes nothing', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/pages');
    await page
      .getByRole('button', { name: /^Photo Gallery/ })
      .first()
      .click();
    const section = page.getByRole('region', { name: "In the site's search" });
    const listed = section.getByRole('switch', { name: 'Listed in search results' });
    await expect(listed).toBeChecked();
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo).toBeDisabled();

    // The range is the schema's, and the validation core's words show at the field.
    const popularity = section.getByRole('textbox', { name: 'Popularity' });
    await expect(section.getByText('From 0 to 100;')).toBeVisible();
    await popularity.fill('150');
    await popularity.blur();
    await expect(section.getByText('must be <= 100')).toBeVisible();
    await expect(undo).toBeDisabled();
    await popularity.fill('45');
    await popularity.blur();
    await expect(section.getByText('must be <= 100')).toHaveCount(0);

    const english = section.getByRole('textbox', { name: 'Keyword 1 (English)' });
    const kiswahili = section.getByRole('textbox', { name: 'Keyword 1 (Kiswahili)' });
    await expect(english).toHaveValue('photos');
    await expect(kiswahili).toHaveValue('picha');
    await english.fill('snapshots');
    await english.blur();
    await expect(undo).toBeEnabled();
    await kiswahili.fill('mandhari');
    await kiswahili.blur();

    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'Edit history' });
    await expect(history.getByText("Changed how search lists 'Photo Gallery'")).toHaveCount(2);
    await page.keyboard.press('Escape');

    // The site's search in the same tab finds the page by each new keyword, in its own language.
    await page.getByRole('link', { name: 'View Website' }).click();
    await expect(page).toHaveURL(/\/$/);
    await searchFromHeader(page, 'Search', 'Search the website', 'snapshots');
    await expect(page).toHaveURL('/search?q=snapshots');
    await expect(searchResults(page).first().getByRole('heading', { level: 2 })).toHaveText('Photo Gallery');
    await page.goBack();
    await page
      .locator('nav[aria-labelledby="sidebar-language"]')
      .getByRole('combobox')
      .selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/');
    await searchFromHeader(page, 'Tafuta', 'Tafuta kwenye tovuti', 'mandhari');
    await expect(page).toHaveURL('/sw/search?q=mandhari');
    await expect(searchResults(page).first().getByRole('heading', { level: 2 })).toHaveText('Picha');
    for (let back = 0; back < 4 && !/\/admin\//.test(page.url()); back++) await page.goBack();
    // Back where it was left, the page still chosen.
    await expect(page).toHaveURL('/admin/dashboard/pages?page=pages%2Fgallery');

    await undo.click();
    await expect(kiswahili).toHaveValue('picha');
    await expect(english).toHaveValue('snapshots');
    await undo.click();
    await expect(english).toHaveValue('photos');
    await expect(undo).toBeDisabled();

    await listed.uncheck();
    await expect(section.getByText('This page is left out of search results.')).toBeVisible();
    await expect(english).toHaveCount(0);
    await listed.check();
    await expect(english).toHaveValue('photos');
    await undo.click();
    await expect(listed).not.toBeChecked();
  });
});
