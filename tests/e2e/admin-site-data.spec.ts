import { expect, test, type Page } from '@playwright/test';
import calendar from '../../content/academic-calendar.json' with { type: 'json' };
import faq from '../../content/faq.json' with { type: 'json' };
import fees from '../../content/fees.json' with { type: 'json' };
import notFound from '../../content/not-found.json' with { type: 'json' };
import fields from '../../src/admin/text/fields/en.json' with { type: 'json' };
import {
  expectAdminPassesAxe,
  componentList,
  openSignedIn,
  openTextToReview,
  previewFrame,
} from './support/admin';

const [firstEntry] = faq.entries;
/** The FAQ's texts are given in both languages at once, English and Kiswahili side by side. */
const questionInput = (page: Page, language: 'English' | 'Kiswahili') =>
  page.getByRole('textbox', { name: `${fields['field.question']} (${language})`, exact: true });
const languages = (page: Page) => page.locator('nav[aria-labelledby="sidebar-language"]');
/** The questions of the public FAQ, in either language. */
const publicQuestions = (page: Page) => page.getByRole('main').locator('details summary');

/** Site Data on one document's tab. */
async function openDocument(page: Page, tab: string): Promise<void> {
  await openSignedIn(page, '/admin/dashboard/data');
  await expect(page.getByRole('heading', { name: 'Site Data', level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** A list item of the form, folded under its name and first text, opened. */
async function openItem(page: Page, text: string): Promise<void> {
  const summary = page.locator('#data-panel summary').filter({ hasText: text });
  await summary.click();
  await expect(summary.locator('xpath=..')).toHaveAttribute('open');
}

test.describe('admin site data', () => {
  test('lists the documents the pages show, each with the pages it shows on', async ({ page }) => {
    await openDocument(page, 'Fees');
    await expect(page.getByRole('tab')).toHaveText([
      'Fees',
      'Academic Calendar',
      'FAQ',
      'Downloads',
      'Forms',
      'Student Handbook',
      'Photo Gallery',
      'Admissions Pop-up',
      'Page Not Found',
    ]);
    await expect(page.getByRole('textbox', { name: 'Title (English)' }).first()).toHaveValue(fees.title.en);
    await expect(page.getByRole('link', { name: 'Compare All Programs' })).toBeVisible();
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/data\?document=faq$/);
    await expect(page.locator('#data-panel summary')).toHaveCount(faq.entries.length);
    await expect(page.locator('#data-panel summary').first()).toContainText(firstEntry!.question.en);
  });

  test('edits a question in English and in Kiswahili, both shown on the site in the same tab, each one undo', async ({
    page,
  }) => {
    await openDocument(page, 'FAQ');
    await openItem(page, firstEntry!.question.en);
    const english = questionInput(page, 'English');
    const kiswahili = questionInput(page, 'Kiswahili');
    await expect(kiswahili).toHaveValue(firstEntry!.question.sw);
    await english.fill('How do I apply to the college?');
    // The Kiswahili, kept while its English changed, is marked for review until it is edited too.
    await expect(kiswahili).toHaveAccessibleDescription(/^Needs review: translated from the earlier English/);
    await kiswahili.fill('Ninaombaje nafasi chuoni?');
    await expect(kiswahili).not.toHaveAccessibleDescription(/Needs review/);
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Publish/ })).toHaveText(/Publish \(1\)/);

    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(publicQuestions(page).filter({ hasText: 'How do I apply to the college?' })).toHaveCount(1);
    await languages(page).getByRole('combobox').selectOption('Kiswahili');
    await expect(page).toHaveURL(/\/sw\/contacts$/);
    await expect(publicQuestions(page).filter({ hasText: 'Ninaombaje nafasi chuoni?' })).toHaveCount(1);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/data\?document=faq$/);

    await openItem(page, 'How do I apply to the college?');
    await undo.click();
    await expect(kiswahili).toHaveValue(firstEntry!.question.sw);
    await expect(english).toHaveValue('How do I apply to the college?');
    await undo.click();
    await expect(english).toHaveValue(firstEntry!.question.en);
    await expect(undo).toBeDisabled();
  });

  test('the not-found page lists its components as a page does, each edited in its dialog with its preview', async ({
    page,
  }) => {
    await openDocument(page, 'Page Not Found');
    await expect(page.getByRole('textbox', { name: 'Title (English)' })).toHaveValue(notFound.title.en);
    const headline = notFound.components[1]!.content.text;
    await expect(componentList(page)).toHaveCount(notFound.components.length);
    // A list shows a component's first words.
    await expect(componentList(page).nth(1)).toContainText(headline.en.slice(0, 30));
    await expect(previewFrame(page).getByRole('heading', { name: headline.en })).toBeVisible();

    await previewFrame(page).getByRole('heading', { name: headline.en }).click();
    await expect(page).toHaveURL(/document=not-found&component=headline$/);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Text (English)' }).fill('This address leads nowhere.');
    await dialog.getByRole('textbox', { name: 'Text (Kiswahili)' }).fill('Anwani hii haielekei popote.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(componentList(page).nth(1)).toContainText('This address leads nowhere.');

    await expect(
      previewFrame(page).getByRole('heading', { name: 'This address leads nowhere.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(componentList(page).nth(1)).toContainText(headline.en.slice(0, 30));
  });

  test('a bad entry shows its problem at the field and changes nothing', async ({ page }) => {
    await openDocument(page, 'Fees');
    const year = page.getByRole('textbox', { name: 'Academic year' });
    await year.fill('next year');
    await year.blur();
    await expect(year).toHaveAccessibleDescription('must be an academic year such as 2025/2026');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Fix the fields marked in red/);
    await year.fill(fees.academicYear);
    await expect(year).not.toHaveAccessibleDescription(/must be/);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Fees: changes saved. Publish puts them on the live site.',
    );
  });

  test('a text to review opens Site Data at its Kiswahili, its item unfolded', async ({ page }) => {
    await openDocument(page, 'Academic Calendar');
    const [date] = calendar.importantDates.items;
    await openItem(page, date!.name.en);
    await page
      .getByRole('textbox', { name: `${fields['field.name']} (English)` })
      .fill('Last day to add or drop a course');
    await expect(page.getByText(/^Needs review: translated from the earlier English/)).toBeVisible();
    await openTextToReview(page, 'Last day to add or drop a course', 'Site Data');
    await expect(page.getByRole('tab', { name: 'Academic Calendar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const kiswahili = page.getByRole('textbox', { name: `${fields['field.name']} (Kiswahili)` });
    await expect(kiswahili).toHaveValue(date!.name.sw);
    await expect(kiswahili).toBeFocused();
    await expect(kiswahili).toBeInViewport();
  });

  test('a new list item opens for its inputs to be filled', async ({ page }) => {
    await openDocument(page, 'FAQ');
    await page.getByRole('button', { name: `Add ${fields['item.entries']}` }).click();
    await expect(page.locator('#data-panel summary')).toHaveCount(faq.entries.length + 1);
    await expect(page.locator('#data-panel details').last()).toHaveAttribute('open');
    await expect(questionInput(page, 'English')).toHaveValue('');
    // Its id is made for it; only the texts are left to write.
    await expect(page.getByRole('textbox', { name: 'ID' })).toHaveValue(`item-${faq.entries.length + 1}`);
  });

  test('a component showing a shared document leads to its tab, once its own changes are saved', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/pages');
    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('contact');
    await page
      .getByRole('button', { name: /^Contact Us/ })
      .first()
      .click();
    await page.getByRole('button', { name: "Edit 'Frequently Asked Questions'" }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('What this component shows (FAQ) is edited in Site Data.');
    // A change not yet saved would be lost by leaving: the screen is named, not linked.
    const heading = dialog.getByRole('textbox', { name: 'Heading (English)' });
    await heading.fill('Questions and answers');
    await expect(dialog.getByRole('link', { name: 'Open FAQ in Site Data' })).toHaveCount(0);
    await expect(dialog).toContainText("Save or cancel this component's changes first");
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: "Edit 'Frequently Asked Questions'" }).click();
    await dialog.getByRole('link', { name: 'Open FAQ in Site Data' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/data\?document=faq$/);
    await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  });

  test('passes axe at desktop and phone widths, an item unfolded', async ({ page }) => {
    await openDocument(page, 'FAQ');
    await openItem(page, firstEntry!.question.en);
    await expectAdminPassesAxe(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAdminPassesAxe(page);
  });
});
