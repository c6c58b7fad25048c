import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/admin';
import { expectNoAxeViolations } from './support/site-only';
import { phone } from './support/viewports';

test('a tooltip of the header shows inside the header, so axe finds no content outside a landmark', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/dashboard');
  await page.getByRole('button', { name: 'Undo' }).locator('..').hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(page.getByRole('banner').getByRole('tooltip')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use(phone);

  test('the edit history opens from the header and passes axe', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'History', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit history' })).toBeInViewport();
    await expectNoAxeViolations(page);
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
    await expectNoAxeViolations(page);
  });
});
