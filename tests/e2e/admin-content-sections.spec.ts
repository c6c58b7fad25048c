import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/admin';
import { expectNoAxeViolations } from './support/site-only';

const sections = (page: Page) => page.getByRole('list', { name: 'Content sections' }).getByRole('button');

test.describe('admin content sections', () => {
  test('edits the principal’s message: title, text with a preview, and a checked picture; the home page shows it', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/content');
    await expect(page.getByRole('heading', { name: 'Content Sections', level: 2 })).toBeVisible();
    await expect(page.getByText('Select a section to edit it.')).toBeVisible();
    await sections(page).filter({ hasText: "Principal's message" }).first().click();
    const form = page.getByRole('form', { name: /^Editing / });
    await form.getByRole('textbox', { name: 'Title' }).fill('A word from our Principal');
    await form
      .getByRole('textbox', { name: 'Text' })
      .fill('Welcome to the college.\n\nWe look forward to meeting you.');
    await form.getByRole('tab', { name: 'Preview' }).click();
    await expect(form.getByText('We look forward to meeting you.')).toBeVisible();

    const image = form.getByRole('textbox', { name: 'Image URL' });
    const original = await image.inputValue();
    await image.fill('/media/images/none.jpg');
    await expect(image).toHaveAccessibleDescription('The site has no picture at this address.');
    await expect(form.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await image.fill(original);
    await expect(form.getByRole('img', { name: "The section's picture" })).toBeVisible();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Select a section to edit it.')).toBeVisible();
    await expect(sections(page).filter({ hasText: 'A word from our Principal' })).toHaveCount(1);

    await page.getByRole('link', { name: 'View Website' }).click();
    await expect(page.getByRole('heading', { name: 'A word from our Principal' })).toBeVisible();
    await expect(page.getByText('We look forward to meeting you.')).toBeVisible();
  });

  test('Add New Section adds a section to the About page, and Cancel changes nothing', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/content');
    await expect(sections(page).first()).toBeVisible();
    const before = await sections(page).count();
    await page.getByRole('button', { name: 'Add New Section' }).click();
    await expect(sections(page)).toHaveCount(before + 1);
    const form = page.getByRole('form', { name: "Editing 'New Section'" });
    await form.getByRole('textbox', { name: 'Title' }).fill('');
    await expect(form.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await form.getByRole('textbox', { name: 'Title' }).fill('Our partners');
    await form.getByRole('textbox', { name: 'Text' }).fill('We train with the district hospital.');
    await form.getByRole('button', { name: 'Save Changes' }).click();

    await sections(page).filter({ hasText: 'Our partners' }).click();
    await page
      .getByRole('form', { name: "Editing 'Our partners'" })
      .getByRole('textbox', { name: 'Title' })
      .fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(sections(page).filter({ hasText: 'Our partners' })).toHaveCount(1);

    // The public About page in the same tab, reached without a reload, shows the new section.
    await page.getByRole('link', { name: 'View Website' }).click();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Our partners' })).toBeVisible();
    await expect(page.getByText('We train with the district hospital.')).toBeVisible();
  });

  test('passes axe at desktop and phone widths', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/content');
    await sections(page).first().click();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});
