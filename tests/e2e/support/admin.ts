import { expect, type Page } from '@playwright/test';

/** The password the e2e build uses: ADMIN_PASSWORD from the environment, else the demo default. */
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'changeme';

/** Opens an admin address already signed in (the session flag set before the app starts). */
export async function openSignedIn(page: Page, address: string): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('isAdminLoggedIn', 'true'));
  await page.goto(address);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Page Management with a new, empty page selected. */
export async function openNewPage(page: Page): Promise<void> {
  await openSignedIn(page, '/admin/dashboard/pages');
  await page.getByRole('button', { name: 'Add New Page' }).click();
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('/new-page');
}

/** Adds a component of the type with this label to the selected page. */
export async function addComponent(page: Page, typeLabel: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Component type' }).selectOption({ label: typeLabel });
  await page.getByRole('button', { name: 'Add Component' }).click();
}

/** The names of the selected page's components, in order, as the component list shows them. */
export function componentList(page: Page) {
  return page.getByRole('list', { name: 'Components' }).getByRole('listitem');
}

/** The preview's frame at the width it is showing. */
export function previewFrame(page: Page) {
  return page.frameLocator('iframe[title^="Preview of the page"]');
}
