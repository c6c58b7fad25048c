import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/admin';
import { expectNoAxeViolations } from './support/site-only';

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
