import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/admin';

/** The build's manifest: which file holds each module's chunk. */
const manifest = JSON.parse(fs.readFileSync(path.join('dist', '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isDynamicEntry?: boolean }
>;
const fileOf = (module: string) => `/${manifest[module]!.file}`;
const VALIDATION_CORE = fileOf('src/validation/index.ts');
const SITE_COMPONENTS = fileOf('src/site/browser-app.tsx');
/** Every screen of the dashboard, each its own chunk imported on demand by the admin's routes. */
const SCREENS = Object.keys(manifest)
  .filter((module) => /^src\/admin\/.*Screen\.tsx$/.test(module) && manifest[module]!.isDynamicEntry)
  .map(fileOf);

/** Issue 22's budget for the JavaScript the sign-in page loads before its form can be used. */
const SIGN_IN_BUDGET_KB = 120;
const gzipKbOf = (file: string) =>
  gzipSync(fs.readFileSync(path.join('dist', file)), { level: 9 }).length / 1024;

/** The scripts the page requests, by path, in order. */
function scriptLog(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('the admin loads like a phone app', () => {
  test('the sign-in form is usable before any screen, the validation core or the site components load', async ({
    page,
  }) => {
    expect(SCREENS.length).toBeGreaterThan(5);
    const scripts = scriptLog(page);
    await page.goto('/admin/login');
    const username = page.getByRole('textbox', { name: 'Username' });
    await username.fill('admin');
    await expect(username).toHaveValue('admin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    const beforeUsable = [...scripts];
    expect(beforeUsable.length).toBeGreaterThan(0);
    expect(beforeUsable.filter((file) => SCREENS.includes(file))).toEqual([]);
    expect(beforeUsable).not.toContain(VALIDATION_CORE);
    expect(beforeUsable).not.toContain(SITE_COMPONENTS);
  });

  test(`the sign-in page loads at most ${SIGN_IN_BUDGET_KB} KB of JavaScript before its form is used`, async ({
    page,
  }) => {
    // Every response that is JavaScript until the form has been used, but the admin's app, which
    // the page prefetches at the lowest priority once it has loaded (the browser says so in
    // Sec-Purpose), for after sign-in.
    const javaScript: string[] = [];
    const prefetched: string[] = [];
    page.on('response', async (response) => {
      if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
      const purpose = (await response.request().allHeaders())['sec-purpose'] ?? '';
      (purpose.includes('prefetch') ? prefetched : javaScript).push(new URL(response.url()).pathname);
    });
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The form is in use: the spec's message for a short password is at its field.
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    const loaded = [...new Set(javaScript)];
    const kb = loaded.reduce((sum, file) => sum + gzipKbOf(file), 0);
    test
      .info()
      .annotations.push(
        { type: 'sign-in page JavaScript', description: `${kb.toFixed(1)} KB gzip: ${loaded.join(', ')}` },
        { type: 'prefetched for after sign-in', description: prefetched.join(', ') },
      );
    expect(kb).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
    expect(loaded.filter((file) => SCREENS.includes(file))).toEqual([]);
    expect(loaded).not.toContain(VALIDATION_CORE);
  });

  test('the dashboard shows before the validation core, which follows in the background', async ({
    page,
  }) => {
    const scripts = scriptLog(page);
    // The core's answer is held back: the dashboard must show without it.
    let releaseCore: () => void = () => undefined;
    const coreHeld = new Promise<void>((resolve) => (releaseCore = resolve));
    await page.route(`**${VALIDATION_CORE}`, async (route) => {
      await coreHeld;
      await route.continue();
    });
    await openSignedIn(page, '/admin/dashboard');
    const figures = page.getByRole('list', { name: 'Site figures' }).getByRole('listitem');
    const kiswahiliNeeded = figures.filter({ hasText: 'Texts needing Kiswahili' });
    await expect(figures.filter({ hasText: 'Pages' }).first()).toContainText(/\d/);
    // Fetched once the first screen showed, not before it; until it is in, the count waits for it.
    await expect.poll(() => scripts.includes(VALIDATION_CORE)).toBe(true);
    await expect(kiswahiliNeeded).toContainText('…');
    releaseCore();
    await expect(kiswahiliNeeded).toContainText(/\d/);
    const loadedScreens = scripts.filter((file) => SCREENS.includes(file));
    expect(loadedScreens).toEqual([fileOf('src/admin/overview/OverviewScreen.tsx')]);
  });

  test('opening a screen fetches its own chunk', async ({ page }) => {
    const scripts = scriptLog(page);
    await openSignedIn(page, '/admin/dashboard');
    const linksScreen = fileOf('src/admin/links/LinksScreen.tsx');
    expect(scripts).not.toContain(linksScreen);
    const fetched = page.waitForRequest((request) => request.url().endsWith(linksScreen));
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Links' }).click();
    await fetched;
    await expect(page.getByRole('heading', { name: 'Links', exact: true })).toBeVisible();
  });
});
