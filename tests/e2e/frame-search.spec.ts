import { expect, test, type Page } from '@playwright/test';
import { pauseClockNow } from './support/clock';
import { site } from './support/content';
import { visit } from './support/hydration';
import { ui } from './support/i18n';

const openSearch = async (page: Page) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: ui('frame.search'), exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
};
const searchBox = (page: Page) =>
  page.getByRole('dialog').getByRole('combobox', { name: ui('frame.searchLabel') });

test.describe('search dialog (spec 2.4)', () => {
  test('is titled with the short name and "Website" and shows the hint', async ({ page }) => {
    await visit(page, '/about');
    const dialog = await openSearch(page);
    const title = ui('frame.searchDialogTitle', { shortName: site.general.shortName });
    expect(title).toBe(`${site.general.shortName} Website`);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(dialog.getByText(ui('frame.searchHint'), { exact: true })).toBeVisible();
    expect(ui('frame.searchHint')).toBe('Try searching for: courses, programs, admission, faculty, etc.');
    await expect(searchBox(page)).toHaveAccessibleDescription(ui('frame.searchHint'));
  });

  test('focuses the search box 100 ms after opening, not before', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/about');
    // The dialog's code loads on first use; open it once so the timed opening below is the dialog's own.
    await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Before its scripts the box has autofocus and takes focus at once; the scripts take the attribute
    // away and focus it after the spec's delay. This test is about the latter, so wait for that state.
    await expect(page.locator('#site-search [autofocus]')).toHaveCount(0);
    await pauseClockNow(page);
    // The dialog's scripts count the delay from its toggle event, a task of its own after the tap:
    // time moves on once that event has come, not while it is still queued.
    await page.evaluate(() =>
      document
        .getElementById('site-search')!
        .addEventListener('toggle', () => document.body.setAttribute('data-search-toggled', ''), {
          once: true,
        }),
    );

    await openSearch(page);
    await expect(searchBox(page)).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-search-toggled', '');
    await page.clock.runFor(99);
    // Focus leaves the closed dialog, so the next "/" is not typed into its hidden box.
    await expect(page.locator('dialog input[type="search"]')).not.toBeFocused();
    await page.clock.runFor(1);
    await expect(searchBox(page)).toBeFocused();
  });

  test('a blank query does nothing', async ({ page }) => {
    await visit(page, '/about');
    await openSearch(page);
    await searchBox(page).fill('   ');
    await searchBox(page).press('Enter');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ui('frame.searchSubmit'), exact: true })
      .click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(searchBox(page)).toHaveValue('   ');
    // Nor does the browser say anything once the dialog's scripts are in: its bubble is turned down.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.querySelector<HTMLInputElement>('#site-search input[type="search"]')!;
          let turnedDown = false;
          box.addEventListener('invalid', (event) => (turnedDown = event.defaultPrevented), { once: true });
          box.checkValidity();
          return turnedDown;
        }),
      )
      .toBe(true);
  });

  test('a query goes, trimmed, to /search?q=, closes the dialog and clears the box', async ({ page }) => {
    await visit(page, '/about');
    await openSearch(page);
    await searchBox(page).fill('  clinical medicine  ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=clinical%20medicine');
    await expect(page.getByRole('dialog')).toBeHidden();

    await openSearch(page);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('the search button submits as Enter does, and the close button closes', async ({ page }) => {
    await visit(page, '/contacts');
    const dialog = await openSearch(page);
    await searchBox(page).fill('fees');
    await dialog.getByRole('button', { name: ui('frame.searchSubmit'), exact: true }).click();
    await expect(page).toHaveURL('/search?q=fees');
    await expect(dialog).toBeHidden();

    await openSearch(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ui('frame.close'), exact: true })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/search?q=fees');
  });

  test('the Search button stays under the finger when the matches arrive', async ({ page }) => {
    await visit(page, '/contacts');
    const dialog = await openSearch(page);
    const submit = dialog.getByRole('button', { name: ui('frame.searchSubmit'), exact: true });
    const before = await submit.boundingBox();
    await searchBox(page).fill('fees');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(await submit.boundingBox()).toEqual(before);
  });

  test('Escape closes the dialog and gives focus back to the search button', async ({ page }) => {
    await visit(page, '/about');
    await openSearch(page);
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: ui('frame.search'), exact: true }),
    ).toBeFocused();
  });
});

test.describe('search dialog: live results and shortcuts', () => {
  const listbox = (page: Page) =>
    page.getByRole('dialog').getByRole('listbox', { name: ui('search.suggestions') });

  test('shows the first five matches as the visitor types; arrows choose one and Enter opens it', async ({
    page,
  }) => {
    await visit(page, '/about');
    await openSearch(page);
    await searchBox(page).fill('fees');
    const options = listbox(page).getByRole('option');
    await expect(options).toHaveCount(5);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');

    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id'))!,
    );
    await searchBox(page).press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await searchBox(page).press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await searchBox(page).press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    const address = (await options.first().getByText(/^\//).textContent())!;
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('no options for a query nothing matches, and Enter then goes to the results page', async ({
    page,
  }) => {
    await visit(page, '/about');
    await openSearch(page);
    await searchBox(page).fill('qqxzv');
    await expect(listbox(page)).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=qqxzv');
  });

  test('Ctrl+K opens it from anywhere, and "/" outside text fields', async ({ page }) => {
    await visit(page, '/contacts');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Focus leaves the closed dialog, so the next "/" is not typed into its hidden box.
    await expect(page.locator('dialog input[type="search"]')).not.toBeFocused();

    await page.keyboard.press('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // In a text field "/" is a character.
    await visit(page, '/search');
    const box = page.getByRole('main').getByRole('searchbox', { name: ui('search.boxLabel') });
    await box.fill('a');
    await box.press('/');
    await expect(box).toHaveValue('a/');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
