import { expect, test, type Page } from '@playwright/test';
import type { LocalizedText } from '../../src/content/types.generated';
import { expectAdminPassesAxe, openSignedIn } from './support/admin';
import { en, page as pageDocument } from './support/content';

const sections = (page: Page) => page.getByRole('list', { name: 'Content sections' }).getByRole('button');
const sectionForm = (page: Page) => page.getByRole('form', { name: /^Editing / });
const languages = (page: Page) => page.locator('nav[aria-labelledby="sidebar-language"]');

/** The principal's message on the home page, as content/pages/index.json has it. */
const welcome = pageDocument('/').components.find((component) => component.type === 'image-text')!
  .content as { heading: LocalizedText };
const sw = (text: LocalizedText) => (text as { sw: string }).sw;

async function openPrincipal(page: Page) {
  await sections(page).filter({ hasText: 'Principal' }).first().click();
  return sectionForm(page);
}

test.describe('admin content sections', () => {
  test('edits the principal’s message: title, text with a preview, and a picture the core checks; the home page shows it', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/content');
    await expect(page.getByRole('heading', { name: 'Content Sections', level: 2 })).toBeVisible();
    await expect(page.getByText('Select a section to edit it.')).toBeVisible();
    const form = await openPrincipal(page);
    await form.getByRole('textbox', { name: 'Title (English)' }).fill('A word from our Principal');
    await form
      .getByRole('textbox', { name: 'Text (English)' })
      .fill('Welcome to the college.\n\nWe look forward to meeting you.');
    await form.getByRole('tab', { name: 'Preview' }).click();
    // The preview's panel shows the text as a paragraph; the form waits, hidden, in its own panel.
    await expect(form.getByRole('tabpanel').getByText('We look forward to meeting you.')).toBeVisible();

    const image = form.getByRole('textbox', { name: 'Image URL' });
    const original = await image.inputValue();
    await image.fill('/media/images/none.jpg');
    // Refused: the validation core's message at the field, the form still open, the page unchanged.
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(image).toHaveAccessibleDescription(/names a file that does not exist/);
    await expect(sections(page).filter({ hasText: 'A word from our Principal' })).toHaveCount(0);
    await image.fill(original);
    await expect(form.getByRole('img', { name: 'The picture chosen for Image URL' })).toBeVisible();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Select a section to edit it.')).toBeVisible();
    await expect(sections(page).filter({ hasText: 'A word from our Principal' })).toHaveCount(1);

    await page.getByRole('banner').getByRole('link', { name: 'View Website' }).click();
    await expect(page.getByRole('heading', { name: 'A word from our Principal' })).toBeVisible();
    await expect(page.getByText('We look forward to meeting you.')).toBeVisible();
  });

  test('edits a title in English and in Kiswahili, both shown on the site in the same tab, each one undo', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/content');
    let form = await openPrincipal(page);
    const english = form.getByRole('textbox', { name: 'Title (English)' });
    const kiswahili = form.getByRole('textbox', { name: 'Title (Kiswahili)' });
    await expect(kiswahili).toHaveValue(sw(welcome.heading));
    await english.fill('A word from our Principal');
    // The Kiswahili kept while its English changed is marked for review, until it is edited.
    await expect(
      form.getByText(`Needs review: translated from the earlier English “${en(welcome.heading)}”`),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    form = await openPrincipal(page);
    await kiswahili.fill('Neno kutoka kwa Mkuu wa Chuo');
    await expect(form.getByText(/^Needs review/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Select a section to edit it.')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'View Website' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'A word from our Principal' })).toBeVisible();
    await languages(page).getByRole('combobox').selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/');
    await expect(page.getByRole('heading', { name: 'Neno kutoka kwa Mkuu wa Chuo' })).toBeVisible();
    await languages(page).getByRole('combobox').selectOption('English');
    await expect(page).toHaveURL('/');
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/content$/);

    const undo = page.getByRole('button', { name: 'Undo' });
    await undo.click();
    form = await openPrincipal(page);
    await expect(kiswahili).toHaveValue(sw(welcome.heading));
    await expect(english).toHaveValue('A word from our Principal');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await undo.click();
    await openPrincipal(page);
    await expect(english).toHaveValue(en(welcome.heading));
    await expect(undo).toBeDisabled();
  });

  test('Add New Section adds a section to the About page, an empty title is refused at the field, and Cancel changes nothing', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/content');
    await expect(sections(page).first()).toBeVisible();
    const before = await sections(page).count();
    await page.getByRole('button', { name: 'Add New Section' }).click();
    await expect(sections(page)).toHaveCount(before + 1);
    const form = page.getByRole('form', { name: "Editing 'New Section'" });
    const title = form.getByRole('textbox', { name: 'Title (English)' });
    await title.fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(title).toHaveAccessibleDescription(/must be text, not empty or only spaces/);
    await expect(sections(page).filter({ hasText: 'New Section' })).toHaveCount(1);
    await title.fill('Our partners');
    await form.getByRole('textbox', { name: 'Text (English)' }).fill('We train with the district hospital.');
    await form.getByRole('button', { name: 'Save Changes' }).click();

    await sections(page).filter({ hasText: 'Our partners' }).click();
    await page
      .getByRole('form', { name: "Editing 'Our partners'" })
      .getByRole('textbox', { name: 'Title (English)' })
      .fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(sections(page).filter({ hasText: 'Our partners' })).toHaveCount(1);

    // The public About page in the same tab, reached without a reload, shows the new section.
    await page.getByRole('banner').getByRole('link', { name: 'View Website' }).click();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Our partners' })).toBeVisible();
    await expect(page.getByText('We train with the district hospital.')).toBeVisible();
  });

  test('passes axe at desktop and phone widths', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/content');
    await openPrincipal(page);
    await expectAdminPassesAxe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAdminPassesAxe(page);
  });
});
