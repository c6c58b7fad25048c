import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { ui } from './support/i18n';
import { phone } from './support/viewports';

/** The scripts a page asked for, by file name without its hash (entry-islands, adopt, ...). */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    names.push(file.replace(/-[\w-]{8}\.js$/, ''));
  });
  return names;
}

/** The app's own chunks, which a page of islands never loads: MUI, the router and the content store are in them. */
const WHOLE_APP = /^(index|boot|app|browser-app|entry-client|SearchResultsBlock)$/;

test.describe('a page prerendered as islands (issue 21)', () => {
  test('loads the islands script and React, never the app; the menu and search wait for the visitor', async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    // The visitor counts, on this screen's first view, adopt their part as soon as they are in sight; the
    // rest waits for a first touch. (A phone, where they are far below, loads no React: stats-phone.spec.ts.)
    // The scripts are checked once they have: the islands script starts after the first paint, which a
    // busy machine may hold past a quiet network.
    await expect(page.locator('[data-island="visitor-counts"][data-adopted]')).toHaveCount(1);
    expect(scripts).toContain('entry-islands');
    expect(scripts.filter((name) => WHOLE_APP.test(name))).toEqual([]);
    expect(await page.locator('[data-island="search-dialog"][data-adopted]').count()).toBe(0);

    await page.mouse.move(5, 5);
    await expect(page.locator('[data-island="search-dialog"][data-adopted]')).toHaveCount(1);
    expect(scripts).toContain('adopt');
    expect(scripts.filter((name) => WHOLE_APP.test(name))).toEqual([]);
  });

  test('/search with results is a page of islands too: its first view and a new search load no part of the app', async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    // The islands script starts at the first paint, which a busy machine may hold past a quiet network.
    const islandsScript = page.waitForRequest(/\/assets\/entry-islands-[^/]+\.js$/);
    await page.goto('/search?q=fees', { waitUntil: 'networkidle' });
    await islandsScript;
    await expect.poll(() => scripts).toContain('entry-islands');
    // The results show as the server rendered them; their island waits for the visitor.
    expect(await page.locator('[data-island="search-results"][data-adopted]').count()).toBe(0);
    expect(scripts).not.toContain('SearchResults.island');

    const box = page.getByRole('main').getByRole('searchbox', { name: ui('search.boxLabel') });
    await box.fill('hostel');
    await expect(page.locator('[data-island="search-results"][data-adopted]')).toHaveCount(1);
    await expect(box).toHaveValue('hostel');
    await expect(
      page.getByRole('main').locator('ol > li > article').first().locator('mark').first(),
    ).toHaveText(/hostel/i);
    expect(scripts).toContain('SearchResults.island');
    expect(scripts.filter((name) => WHOLE_APP.test(name))).toEqual([]);
  });

  test('a search started before the scripts arrive is kept and answered once they do', async ({ page }) => {
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/entry-islands-*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: ui('frame.search'), exact: true })
      .click();
    const box = page.getByRole('dialog').getByRole('combobox', { name: ui('frame.searchLabel') });
    await expect(box).toBeFocused();
    await box.pressSequentially('fees');
    await expect(page.getByRole('listbox')).toBeHidden();

    releaseScripts();
    // Adopted, the dialog lists the first matches of what was typed before, and keeps the text.
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expect(box).toHaveValue('fees');
  });

  test('the search shortcut opens the dialog before React has loaded', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    // The shortcut is listened for once the islands script has run, which takes the islands' props
    // out of the page; on a busy machine the network is quiet well before that.
    await expect(page.locator('[data-island="search-dialog"] > script[type="application/json"]')).toHaveCount(
      0,
    );
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
    expect(scripts.filter((name) => WHOLE_APP.test(name))).toEqual([]);
  });

  test('asks the browser to prefetch the site’s pages on hover and render them ahead on touch, within the page’s own policy', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    type Rule = { eagerness: string; where: { and: object[] } };
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent()) ?? '{}',
    ) as { prefetch: Rule[]; prerender: Rule[] };
    expect(rules.prefetch[0]?.eagerness).toBe('moderate');
    expect(JSON.stringify(rules.prefetch[0]?.where)).toContain('/admin*');
    // Rendered ahead only once a finger touches the link (or a button presses it): the same pages.
    expect(rules.prerender[0]?.eagerness).toBe('conservative');
    expect(rules.prerender[0]?.where).toEqual(rules.prefetch[0]?.where);
    const link = page.locator('#root nav a[href^="/"]:visible').first();
    const address = await link.getAttribute('href');
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === address);
    await link.hover();
    await prefetched;
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone (the first view the bench measures)', () => {
  test.use(phone);

  test('/ left untouched moves its slider and opens its pop-up with no React: both are behaviours', async ({
    page,
  }) => {
    const start = new Date('2025-03-03T08:00:00+03:00');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    const scripts = scriptsRequested(page);
    await page.goto('/');
    await expect(page.locator('[data-island="slider"][data-adopted]')).toHaveCount(1);
    await expect(page.locator('[data-island="admissions-popup"][data-adopted]')).toHaveCount(1);
    await page.clock.runFor(6000);
    await expect(page.getByTestId('slider')).toHaveAttribute('data-index', '1');
    await expect(page.locator('dialog#admissions-popup')).toHaveJSProperty('open', true);
    expect(scripts).toEqual(
      expect.arrayContaining(['entry-islands', 'slider.behaviour', 'show-popup.behaviour']),
    );
    // React comes only in the chunk that adopts component islands.
    expect(scripts).not.toContain('adopt');
    expect(scripts.filter((name) => WHOLE_APP.test(name))).toEqual([]);
  });
});
