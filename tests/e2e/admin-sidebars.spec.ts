import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/admin';
import { ui } from './support/i18n';
import { expectNoAxeViolations } from './support/site-only';

const column = (page: Page, name: string) => page.getByRole('list', { name });
const leftSidebar = (page: Page) => page.getByRole('complementary', { name: ui('frame.leftSidebar') });

async function viewWebsite(page: Page) {
  await page.getByRole('link', { name: 'View Website' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('admin sidebar management', () => {
  test('adds a section with the spec’s defaults, edits its title and icon, adds a link, and the sidebar shows it', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/sidebars');
    await expect(page.getByRole('heading', { name: 'Sidebars', level: 2 })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Left sidebar', 'Right sidebar']);
    const left = column(page, 'Left sidebar');
    const before = await left.locator(':scope > li').count();
    await page.getByRole('button', { name: 'Add Section' }).click();
    const added = left.locator(':scope > li').last();
    await expect(left.locator(':scope > li')).toHaveCount(before + 1);
    await expect(added.getByRole('textbox', { name: 'Section title' })).toHaveValue('New Section');
    await expect(added.getByRole('combobox', { name: 'Icon' })).toHaveText('Link');
    await expect(
      added.getByRole('list', { name: "Links of 'New Section'" }).getByRole('listitem'),
    ).toHaveCount(0);

    await added.getByRole('textbox', { name: 'Section title' }).fill('Student portals');
    await added.getByRole('combobox', { name: 'Icon' }).click();
    await page.getByRole('option', { name: 'Lock' }).click();
    const form = added.getByRole('form', { name: "Add a link to 'Student portals'" });
    const addLink = form.getByRole('button', { name: 'Add Link' });
    await expect(addLink).toBeDisabled();
    await form.getByRole('textbox', { name: 'New link text' }).fill('Library');
    await expect(addLink).toBeDisabled();
    await form.getByRole('textbox', { name: 'New link URL' }).fill('/life/library');
    await addLink.click();
    await expect(
      added.getByRole('list', { name: "Links of 'Student portals'" }).getByRole('listitem'),
    ).toHaveCount(1);

    await viewWebsite(page);
    const section = leftSidebar(page).getByRole('region', { name: 'Student portals' });
    await expect(section.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/life/library');
  });

  test('reorders, deletes sections and links, refuses an empty title at the field, and undoes', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/sidebars');
    const left = column(page, 'Left sidebar');
    const departments = left.getByRole('listitem', { name: 'Departments' });
    await departments.getByRole('textbox', { name: 'Section title' }).fill('');
    await expect(departments.getByText('The title cannot be empty; nothing was changed.')).toBeVisible();
    await departments.getByRole('textbox', { name: 'Section title' }).fill('Departments');

    await page.getByRole('button', { name: "Move 'Login As' up" }).click();
    const firstLink = departments
      .getByRole('list', { name: "Links of 'Departments'" })
      .getByRole('listitem')
      .first();
    const firstLinkText = await firstLink.getByRole('textbox', { name: 'Link text' }).inputValue();
    await departments.getByRole('button', { name: `Delete the link '${firstLinkText}'` }).click();
    await viewWebsite(page);
    const regions = leftSidebar(page).getByRole('region');
    await expect(regions.last()).toHaveAccessibleName('Quick Links');
    await expect(
      leftSidebar(page)
        .getByRole('region', { name: 'Departments' })
        .getByRole('link', { name: firstLinkText }),
    ).toHaveCount(0);
    await page.goBack();

    await page.getByRole('button', { name: "Delete 'Departments'" }).click();
    await expect(left.getByRole('listitem', { name: 'Departments' })).toHaveCount(0);
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Undo' }).click();
    await expect(
      left.getByRole('listitem', { name: 'Departments' }).getByRole('textbox', { name: 'Link text' }).first(),
    ).toHaveValue(firstLinkText);

    await page.getByRole('tab', { name: 'Right sidebar' }).click();
    await expect(
      column(page, 'Right sidebar').getByRole('listitem', { name: 'News & Events' }),
    ).toBeVisible();
  });

  test('passes axe at desktop and phone widths', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/sidebars');
    await expect(column(page, 'Left sidebar')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});
