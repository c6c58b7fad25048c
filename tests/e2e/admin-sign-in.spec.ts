import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './support/admin';
import { pauseClockNow } from './support/clock';
import { expectNoAxeViolations } from './support/site-only';

test.describe('admin sign-in', () => {
  test('shows the form, its field messages and the red box for wrong credentials', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
    await expect(page.getByText('Sign in to manage your website')).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

    await page.getByRole('textbox', { name: 'Username' }).fill('ad');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await expect(alert).toBeVisible();
    // The red box sits above the form.
    const alertBox = (await alert.boundingBox())!;
    const usernameBox = (await page.getByRole('textbox', { name: 'Username' }).boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(usernameBox.y);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('signs in, keeps the dashboard behind the flag, and logs out', async ({ page }) => {
    await page.goto('/admin/dashboard/pages');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link');
    // The screens that exist, in the spec's menu order (§2.14), Sidebars and Footer after them.
    const specOrder = [
      'Dashboard',
      'Page Management',
      'Menu Management',
      'News Ticker',
      'Slideshow',
      'Content Sections',
      'Visitors',
      'Links',
      'Settings',
      'Sidebars',
      'Footer',
    ];
    await expect(menu.first()).toHaveText('Dashboard');
    const listed = await menu.allTextContents();
    expect(listed).toEqual(specOrder.filter((name) => listed.includes(name)));
    expect(listed).toContain('Page Management');

    await page.goto('/admin/dashboard/pages');
    await expect(page.getByRole('heading', { name: 'Page Management' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('locks the form for 30 s after five wrong tries, counting down', async ({ page }) => {
    await page.clock.install();
    await page.goto('/admin/login');
    const username = page.getByRole('textbox', { name: 'Username' });
    // The clock stands still once the admin's code is loaded and shown, which takes real time.
    await expect(username).toBeVisible();
    await pauseClockNow(page);
    const password = page.getByLabel('Password');
    const submit = page.getByRole('button', { name: 'Sign in' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await username.fill('admin');
      await password.fill(`wrong-${attempt}`);
      await submit.click();
      if (attempt < 5) await expect(page.getByText('Invalid username or password')).toBeVisible();
      await expect(password).toHaveValue('');
    }
    await page.clock.runFor(500);
    await expect(page.getByText('Too many failed attempts. Try again in 30 s.')).toBeVisible();
    await expect(username).toBeDisabled();
    await expect(submit).toBeDisabled();

    await page.clock.runFor(10_000);
    await expect(page.getByText('Try again in 20 s.')).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(page.getByText(/Too many failed attempts/)).toBeHidden();
    await expect(username).toBeEnabled();

    await username.fill('admin');
    await password.fill(ADMIN_PASSWORD);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('the sign-in screen has no axe-core violation', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the public first view loads no admin code', async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    // Markers of the admin's own code, of @dnd-kit and of fflate.
    for (const marker of ['isAdminLoggedIn', 'DndDescribedBy', 'invalid zip data'])
      expect(scripts.filter((script) => script.includes(marker))).toEqual([]);
  });
});
