import { expect, test, type Page } from '@playwright/test';
import { expectAdminPassesAxe, openSignedIn } from './support/admin';
import { activeTickerItems, en, ticker } from './support/content';

const items = (page: Page) => page.getByRole('list', { name: 'News items' }).getByRole('listitem');
const counter = (page: Page) => page.getByRole('status').filter({ hasText: /items active/ });
/** The first drawing of the public ticker's headlines (the other two exist for the seamless loop). */
const publicHeadlines = (page: Page) =>
  page.getByTestId('news-ticker').locator('ul').first().getByRole('listitem');

const languages = (page: Page) => page.locator('nav[aria-labelledby="sidebar-language"]');
const sw = (text: unknown) => (text as { sw: string }).sw;

async function viewWebsite(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'View Website' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('admin news ticker', () => {
  test('adds an item only with text, new items start active, and the counter follows', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/news');
    await expect(page.getByRole('heading', { name: 'News Ticker', level: 2 })).toBeVisible();
    const total = ticker.items.length;
    await expect(counter(page)).toHaveText(`${activeTickerItems.length} of ${total} items active`);

    const add = page.getByRole('button', { name: 'Add News' });
    await expect(add).toBeDisabled();
    await expect(page.getByText('Enter the news text to add it.')).toBeVisible();
    await page.getByRole('textbox', { name: 'News text' }).first().fill('   ');
    await expect(add).toBeDisabled();
    await page.getByRole('textbox', { name: 'News text' }).first().fill('Graduation on 31 July 2025');
    await add.click();
    await expect(items(page)).toHaveCount(total + 1);
    await expect(counter(page)).toHaveText(`${activeTickerItems.length + 1} of ${total + 1} items active`);
    await expect(items(page).last().getByRole('switch')).toBeChecked();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(/Changes saved/)).toBeVisible();
    await viewWebsite(page);
    await expect(publicHeadlines(page).filter({ hasText: 'Graduation on 31 July 2025' })).toHaveCount(1);
  });

  test('edits text in place, refuses an empty text at the field, hides and removes items, all undoable', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/news');
    const [first, second] = activeTickerItems;
    const firstText = items(page).first().getByRole('textbox', { name: 'News text (English)' });
    await firstText.fill('Admissions are open: apply today');
    await expect(counter(page)).toBeVisible();
    // The validation core's message shows at the field, and the document keeps the last valid text.
    await firstText.fill('');
    await expect(
      items(page)
        .first()
        .getByText(/must be text, not empty or only spaces/),
    ).toBeVisible();
    // Spaces alone are no text either.
    await firstText.fill('   ');
    await expect(
      items(page)
        .first()
        .getByText(/must be text, not empty or only spaces/),
    ).toBeVisible();
    await firstText.fill('Admissions are open: apply today');
    await expect(
      items(page)
        .first()
        .getByText(/must be text, not empty or only spaces/),
    ).toHaveCount(0);

    await page.getByRole('switch', { name: `Show '${en(second!.text)}' in the ticker` }).click();
    await expect(counter(page)).toHaveText(
      `${activeTickerItems.length - 1} of ${ticker.items.length} items active`,
    );

    await viewWebsite(page);
    await expect(publicHeadlines(page).filter({ hasText: 'Admissions are open: apply today' })).toHaveCount(
      1,
    );
    await expect(publicHeadlines(page).filter({ hasText: en(second!.text) })).toHaveCount(0);
    await page.goBack();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(counter(page)).toHaveText(
      `${activeTickerItems.length} of ${ticker.items.length} items active`,
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(firstText).toHaveValue(en(first!.text));

    for (const item of ticker.items)
      await page.getByRole('button', { name: `Remove '${en(item.text)}'` }).click();
    await expect(page.getByText('No news items found. Add some above.')).toBeVisible();
    await expect(counter(page)).toHaveText(`0 of 0 items active`);
    await viewWebsite(page);
    await expect(page.getByTestId('news-ticker')).toHaveCount(0);
  });

  test('edits a headline in English and in Kiswahili, both shown on the site in the same tab, each one undo', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/news');
    const [first] = activeTickerItems;
    const row = items(page).first();
    const english = row.getByRole('textbox', { name: 'News text (English)' });
    const kiswahili = row.getByRole('textbox', { name: 'News text (Kiswahili)' });
    await expect(kiswahili).toHaveValue(sw(first!.text));
    await english.fill('Admissions close on 31 August 2025');
    // The Kiswahili kept while its English changed is marked for review, until it is edited.
    const reviewMark = row.getByText(
      `Needs review: translated from the earlier English “${en(first!.text)}”`,
    );
    await expect(reviewMark).toBeVisible();
    await kiswahili.fill('Udahili utafungwa tarehe 31 Agosti 2025');
    await expect(reviewMark).toHaveCount(0);
    const history = page.getByRole('button', { name: 'Undo' });
    await expect(history).toBeEnabled();

    await viewWebsite(page);
    await expect(publicHeadlines(page).filter({ hasText: 'Admissions close on 31 August 2025' })).toHaveCount(
      1,
    );
    await languages(page).getByRole('combobox').selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/');
    await expect(
      publicHeadlines(page).filter({ hasText: 'Udahili utafungwa tarehe 31 Agosti 2025' }),
    ).toHaveCount(1);
    await languages(page).getByRole('combobox').selectOption('English');
    await expect(page).toHaveURL('/');
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/news$/);

    await history.click();
    await expect(kiswahili).toHaveValue(sw(first!.text));
    await expect(english).toHaveValue('Admissions close on 31 August 2025');
    await history.click();
    await expect(english).toHaveValue(en(first!.text));
    await expect(history).toBeDisabled();
  });

  test('edits the ticker’s heading in English and in Kiswahili, both shown on the site in the same tab', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/news');
    const english = page.getByRole('textbox', { name: 'Ticker heading (English)' });
    await expect(english).toHaveValue(en(ticker.label));
    await english.fill('College News');
    await page.getByRole('textbox', { name: 'Ticker heading (Kiswahili)' }).fill('Habari za Chuo');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

    await viewWebsite(page);
    const bar = page.getByTestId('news-ticker');
    await expect(bar.getByText('College News', { exact: true })).toBeVisible();
    await languages(page).getByRole('combobox').selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/');
    await expect(bar.getByText('Habari za Chuo', { exact: true })).toBeVisible();
  });

  test('takes the saved confirmation away once the list changes after Save Changes', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/news');
    const save = page.getByRole('button', { name: 'Save Changes' });
    const confirmation = page.getByText(/^Changes saved: the ticker on the website shows/);
    const first = items(page).first();

    await save.click();
    await expect(confirmation).toHaveText(
      `Changes saved: the ticker on the website shows ${activeTickerItems.length} active items.`,
    );
    await first.getByRole('switch').click();
    await expect(first.getByRole('switch')).not.toBeChecked();
    await expect(confirmation).toHaveCount(0);

    await save.click();
    await expect(confirmation).toBeVisible();
    await first.getByRole('textbox', { name: 'News text (English)' }).fill('Open day on 12 September 2025');
    await expect(confirmation).toHaveCount(0);

    await save.click();
    await expect(confirmation).toBeVisible();
    await page.getByRole('button', { name: "Remove 'Open day on 12 September 2025'" }).click();
    await expect(items(page)).toHaveCount(ticker.items.length - 1);
    await expect(confirmation).toHaveCount(0);
  });

  test('passes axe at desktop and phone widths, with an item hidden from the ticker', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/news');
    await expect(items(page).first()).toBeVisible();
    // A hidden item is set apart on the screen; its texts keep their contrast.
    const shown = items(page).first().getByRole('switch');
    await shown.click();
    await expect(shown).not.toBeChecked();
    await expectAdminPassesAxe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAdminPassesAxe(page);
  });
});
