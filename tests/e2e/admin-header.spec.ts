import { expect, test } from '@playwright/test';
import { expectAdminPassesAxe, openSignedIn } from './support/admin';
import { phone } from './support/viewports';

test('a tooltip of the header shows inside the header, so axe finds no content outside a landmark', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/dashboard');
  await page.getByRole('button', { name: 'Undo' }).locator('..').hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(page.getByRole('banner').getByRole('tooltip')).toHaveCount(1);
  await expectAdminPassesAxe(page);
});

test.describe('on a phone', () => {
  test.use(phone);

  test('the edit history opens from the header and passes axe', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'History', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit history' })).toBeInViewport();
    await expectAdminPassesAxe(page);
  });

  test('the menu opens over the header, its first entries tapped like the rest', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    for (const [entry, address] of [
      ['Dashboard', /\/admin\/dashboard$/],
      ['Page Management', /\/admin\/dashboard\/pages$/],
    ] as const) {
      await page.getByRole('button', { name: 'Open the admin menu' }).click();
      // A click lands on what is on top at the entry's centre, so an entry covered by the header fails.
      await page.getByRole('link', { name: entry, exact: true }).click();
      await expect(page).toHaveURL(address);
    }
  });

  test('the icon of Publish shows how many documents wait, as its name says', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    const publish = page.getByRole('banner').getByRole('button', { name: /^Publish/ });
    await expect(publish).toHaveAccessibleName('Publish (0)');
    await expect(publish).toHaveText('');
    await page.getByRole('textbox', { name: 'Tagline (English)' }).fill('Skilled hands for healthy lives');
    await expect(publish).toHaveAccessibleName('Publish (1)');
    await expect(publish).toHaveText('1');
    await expectAdminPassesAxe(page);
  });

  test('a dialog fills the screen and passes axe', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByRole('button', { name: 'Reset Website Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the website content?' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const screen = page.viewportSize()!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, screen.width, screen.height]);
    await expectAdminPassesAxe(page);
  });
});

test('on a small laptop the header keeps its actions on one row, each named', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await openSignedIn(page, '/admin/dashboard');
  const banner = page.getByRole('banner');
  for (const name of ['Undo', 'History', 'Export', 'Import', 'View Website', 'Kiswahili', 'Logout'])
    await expect(banner.getByRole(name === 'View Website' ? 'link' : 'button', { name })).toBeVisible();
  const toolbar = banner.locator('.MuiToolbar-root');
  const row = (await banner.getByRole('heading', { name: 'Admin Dashboard' }).boundingBox())!;
  const box = (await toolbar.boundingBox())!;
  // One row: the toolbar no taller than its minimum, every action level with the heading.
  expect(box.height).toBeLessThanOrEqual(64);
  for (const action of await banner.getByRole('button').or(banner.getByRole('link')).all()) {
    const at = (await action.boundingBox())!;
    expect(Math.abs(at.y + at.height / 2 - (row.y + row.height / 2))).toBeLessThan(8);
  }
});

test('the browser tab names the screen open, in the admin language', async ({ page }) => {
  await openSignedIn(page, '/admin/dashboard');
  await expect(page).toHaveTitle('Dashboard – Admin');
  await page.getByRole('link', { name: 'Menu Management', exact: true }).click();
  await expect(page).toHaveTitle('Menu Management – Admin');
  await page.goto('/sw/admin/dashboard/settings');
  await expect(page).toHaveTitle('Mipangilio – Msimamizi');
});
