import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { formatDate } from '../../src/content/dates';
import { fillTemplate, type Language } from '../../src/content/localize';
import type { ContentManifest } from '../../src/content/publishing';
import type { PageDocument, SiteSettings } from '../../src/content/types.generated';
import { CACHE_PREFIX, OFFLINE_OFF_ATTRIBUTE } from '../../src/offline/addresses';
import { expect, signIn, test } from './support/publishing-server';

/**
 * Offline after one visit, on a server of the test's own (the publish at the end changes its site):
 * pages opened and a PDF downloaded read without a connection, an address never opened shows the
 * offline page, nothing of the admin is kept, and a publish is seen at the next visit online.
 */

// The second test turns offline reading off on the server the first one uses.
test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow' });

/** Three pages, both languages among them; the forms page offers the PDF. */
const OPENED = ['/about', '/downloads/forms', '/sw/'];
const NEVER_OPENED = { en: '/contacts', sw: '/sw/contacts' } as const;

const dictionaries = Object.fromEntries(
  (['en', 'sw'] as const).map((language) => [
    language,
    JSON.parse(fs.readFileSync(path.resolve(`src/i18n/${language}.json`), 'utf8')) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;

const english = dictionaries.en;

/** The site's words for offline reading, as a visitor reads them in a language. */
function offlineText(language: Language, key: string, values: Record<string, string> = {}): string {
  return fillTemplate(dictionaries[language][key]!, values);
}

/** Today in this machine's (and so the browser's) time zone, as the site writes a date. */
function today(language: Language): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return formatDate(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, language);
}

/** Every address the worker's caches hold, by cache. */
function cachedAddresses(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async (prefix) => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      const keys = await (await caches.open(name)).keys();
      found[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return found;
  }, CACHE_PREFIX);
}

/** Waits until the worker has saved an address (a state of its caches, not a time). */
async function expectSaved(page: Page, address: string): Promise<void> {
  await expect
    .poll(async () => Object.values(await cachedAddresses(page)).flat(), { timeout: 15_000 })
    .toContain(address);
}

/** Opens a PDF in the browser's viewer by its address; answers whether the worker served it. */
async function openPdf(page: Page, address: string): Promise<boolean> {
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toBe('application/pdf');
  return response!.fromServiceWorker();
}

/** A publish of the frame re-renders every page: tens of seconds on a loaded machine. */
const LIVE_WITHIN_MS = 90_000;

/** Publishes one document on the test's server, as the admin's Publish does, and waits until it is live. */
async function publish(page: Page, origin: string, id: string, document: unknown): Promise<void> {
  await signIn(page.request, origin);
  const manifest = (await (await page.request.get('/content/manifest.json')).json()) as ContentManifest;
  const published = await page.request.post('/api/admin/publish', {
    data: { baseRevision: manifest.revision, documents: { [id]: document }, labels: [] },
    headers: { origin },
  });
  expect(published.status(), await published.text()).toBe(200);
}

/** Searches from the header's search dialog; the first matches show as the visitor types. */
async function expectSearchFinds(page: Page, query: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: english['frame.search'], exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: english['frame.searchLabel'] }).fill(query);
  await expect(dialog.getByRole('listbox').getByRole('option')).toHaveCount(5);
}

function offlineNotice(page: Page) {
  return page.locator('.offline-notice');
}

test('pages opened once read offline with a notice; an unopened page shows the offline page; a publish shows once online', async ({
  page,
  context,
  baseURL,
  publishingServer,
}) => {
  test.setTimeout(180_000);
  const publicRequests = new Set<string>();
  page.on('request', (request) => publicRequests.add(new URL(request.url()).pathname));

  await page.goto(OPENED[0]!);
  // The worker starts after the load, when the browser is idle, and then serves this page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  // The first page was loaded before the worker: it hands the worker its address.
  await expectSaved(page, OPENED[0]!);
  for (const address of OPENED.slice(1)) {
    await page.goto(address);
    await expectSaved(page, address);
  }

  // The search index, once used, is kept too.
  await page.goto(OPENED[0]!);
  await expectSearchFinds(page, 'fees');
  await expectSaved(page, '/search-index/en.json');

  await page.goto('/downloads/forms');
  const pdfAddress = (await page.locator('a[href^="/files/"]').first().getAttribute('href'))!;
  await openPdf(page, pdfAddress);
  await expectSaved(page, pdfAddress);

  // The admin, opened in the same browser, leaves nothing in the caches.
  page.removeAllListeners('request');
  const adminRequests = new Set<string>();
  page.on('request', (request) => adminRequests.add(new URL(request.url()).pathname));
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/sw/admin/login');
  await expect(page.getByRole('button', { name: 'Ingia' })).toBeVisible();
  page.removeAllListeners('request');
  await page.goto(OPENED[0]!);
  const cached = Object.values(await cachedAddresses(page)).flat();
  expect(cached.filter((address) => /^(\/sw)?\/(admin|api)(\/|$)/.test(address))).toEqual([]);
  const adminOnly = [...adminRequests].filter((address) => !publicRequests.has(address));
  expect(adminOnly.length).toBeGreaterThan(0);
  expect(cached.filter((address) => adminOnly.includes(address))).toEqual([]);

  await context.setOffline(true);
  for (const address of OPENED) {
    await page.goto(address);
    const language = address.startsWith('/sw/') ? 'sw' : 'en';
    await expect(offlineNotice(page)).toHaveText(
      offlineText(language, 'offline.notice', { date: today(language) }),
    );
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(await openPdf(page, pdfAddress)).toBe(true);
  await page.goto(OPENED[0]!);
  await expectSearchFinds(page, 'fees');

  for (const language of ['en', 'sw'] as const) {
    await page.goto(NEVER_OPENED[language]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlineText(language, 'offline.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Every saved page, those of the page's language first.
    const saved = page.getByRole('list').getByRole('link');
    const inLanguage = (address: string) => address.startsWith('/sw/') === (language === 'sw');
    const expected = [...OPENED.filter(inLanguage), ...OPENED.filter((address) => !inLanguage(address))];
    await expect(saved).toHaveCount(expected.length);
    const hrefs = await saved.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs.slice(0, OPENED.filter(inLanguage).length))).toEqual(
      new Set(OPENED.filter(inLanguage)),
    );
    expect(new Set(hrefs)).toEqual(new Set(expected));
  }

  // Back online after a publish: the next visit gets the new page, and keeps it for offline reading.
  await context.setOffline(false);
  const file = path.join(publishingServer.contentDir, 'pages', 'about.json');
  const document = JSON.parse(fs.readFileSync(file, 'utf8')) as PageDocument;
  const newTitle = 'About the college, as published';
  document.title = { ...(document.title as { en: string; sw: string }), en: newTitle };
  await publish(page, baseURL!, 'pages/about', document);
  await expect
    .poll(
      async () => {
        await page.goto(OPENED[0]!);
        return page.getByRole('heading', { level: 1 }).first().innerText();
      },
      { timeout: LIVE_WITHIN_MS },
    )
    .toBe(newTitle);
  await expect(offlineNotice(page)).toHaveCount(0);
  await context.setOffline(true);
  await page.goto(OPENED[0]!);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(newTitle);
});

test('turned off in the site settings, the next page a visitor opens removes the worker and what it kept', async ({
  page,
  baseURL,
  publishingServer,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await expectSaved(page, '/');

  const file = path.join(publishingServer.contentDir, 'site.json');
  const site = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteSettings;
  await publish(page, baseURL!, 'site', { ...site, offline: { enabled: false } });
  // Once the server sends the page with the setting off (asked without the worker, which may still
  // answer from its cache while a loaded server takes more than 3 s), the next visit removes it.
  await expect
    .poll(async () => (await page.request.get('/about')).text(), { timeout: LIVE_WITHIN_MS })
    .toContain(`${OFFLINE_OFF_ATTRIBUTE}="off"`);
  await page.goto('/about');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
    .toBe(0);
  await expect.poll(async () => Object.keys(await cachedAddresses(page))).toEqual([]);
});
