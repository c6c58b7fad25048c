import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type {
  ContentManifest,
  PublishConflict,
  PublishInvalid,
  RevisionList,
} from '../../src/content/publishing';
import { localize } from '../../src/content/localize';
import type { PageDocument } from '../../src/content/types.generated';
import {
  expect,
  LIVE_WITHIN_MS,
  signedInBrowser,
  signIn,
  signInThroughForm,
  test,
  type PublishingServer,
  publishedStatus,
} from './support/publishing-server';

/** The page the tests publish: translated, so both languages are checked. */
const PAGE_ID = 'pages/about';
const PAGE_PATH = '/about';
/**
 * The page's title on the test server before the first test edits it: other spec files run by the
 * same worker may have published the page already.
 */
let titleBefore: PageDocument['title'];

/** The title as an edit of its English leaves it: the Kiswahili kept, marked as translated from the English before. */
const titleEditedTo = (english: string) => ({
  en: english,
  sw: localize(titleBefore, 'sw'),
  swFrom: (titleBefore as { swFrom?: string }).swFrom ?? localize(titleBefore, 'en'),
});

function pageFile(server: PublishingServer): string {
  return path.join(server.contentDir, 'pages', 'about.json');
}

function readPage(server: PublishingServer): PageDocument {
  return JSON.parse(fs.readFileSync(pageFile(server), 'utf8')) as PageDocument;
}

function englishTitle(server: PublishingServer): string {
  return localize(readPage(server).title, 'en');
}

/** The page's heading as a new visitor gets it: a fresh load each time asked. */
function headingSeenBy(page: Page, address: string) {
  return async () => {
    await page.goto(address);
    return page.getByRole('heading', { level: 1 }).innerText();
  };
}

async function liveRevision(page: Page): Promise<number> {
  const answer = await page.request.get('/content/manifest.json');
  return ((await answer.json()) as ContentManifest).revision;
}

/** A context of its own (another device), signed in through the form and on Page Management with the page selected. */
async function openPageEditor(
  browser: Browser,
  server: PublishingServer,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInBrowser(browser, server);
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Page Management' })
    .click();
  await page.getByRole('list', { name: 'Pages' }).getByText(englishTitle(server), { exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Title (English)', exact: true })).toHaveValue(/./);
  return { context, page };
}

/** Page Management edits a page's English title; the page's Kiswahili title is kept, marked for review. */
async function editTitle(page: Page, english: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(english);
}

function publishButton(page: Page) {
  return page.getByRole('button', { name: /^Publish/ });
}

/** The first `url` anywhere in the document, as a JSON pointer. */
function firstUrlPointer(value: unknown, pointer = ''): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const here = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (key === 'url' && typeof inner === 'string') return here;
    const found = firstUrlPointer(inner, here);
    if (found) return found;
  }
  return undefined;
}

function setAtPointer(document: unknown, pointer: string, value: unknown): void {
  const keys = pointer.split('/').slice(1);
  const last = keys.pop()!;
  let target = document as Record<string, unknown>;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  target[last] = value;
}

test.describe.serial('publishing', () => {
  /** The revision the first test publishes, which the restore test brings back. */
  let titlePublished: number;

  test('an edited title published from the admin is what another device sees, with the Kiswahili title kept', async ({
    browser,
    baseURL,
    publishingServer,
  }) => {
    titleBefore = readPage(publishingServer).title;
    const { context, page } = await openPageEditor(browser, publishingServer);
    await editTitle(page, 'About the College');
    await expect(publishButton(page)).toHaveText('Publish (1)');
    await publishButton(page).click();
    // Another spec file run by the same worker may have published on this server before.
    const published = publishedStatus(page);
    await expect(published).toBeVisible({ timeout: LIVE_WITHIN_MS });
    titlePublished = Number(/revision (\d+)/.exec(await published.innerText())![1]);
    await expect(publishButton(page)).toHaveText('Publish (0)');
    expect(readPage(publishingServer).title).toEqual(titleEditedTo('About the College'));
    await context.close();

    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await expect
      .poll(headingSeenBy(visitorPage, PAGE_PATH), { timeout: LIVE_WITHIN_MS })
      .toBe('About the College');
    await expect(visitorPage).toHaveTitle(/^About the College/);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('About the College');
    await visitorPage.goto(`/sw${PAGE_PATH}`);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(localize(titleBefore, 'sw'));
    await visitor.close();
  });

  test('an invalid document is refused with 422 and the pointer of the problem, and nothing changes', async ({
    page,
    baseURL,
    publishingServer,
  }) => {
    await signIn(page.request, baseURL!);
    const fileBefore = fs.readFileSync(pageFile(publishingServer), 'utf8');
    const revisionBefore = await liveRevision(page);
    const document = JSON.parse(fileBefore) as PageDocument;
    const pointer = firstUrlPointer(document)!;
    setAtPointer(document, pointer, 'javascript:alert(1)');
    document.title = { en: 'Never Published', sw: 'Haijachapishwa' };

    const answer = await page.request.post('/api/admin/publish', {
      data: { baseRevision: revisionBefore, documents: { [PAGE_ID]: document }, labels: [] },
      headers: { origin: baseURL! },
    });
    expect(answer.status()).toBe(422);
    const body = (await answer.json()) as PublishInvalid;
    expect(body.problems).toContainEqual(expect.objectContaining({ pointer }));
    expect(body.problems.map((problem) => problem.file).join(' ')).toContain('about');

    expect(fs.readFileSync(pageFile(publishingServer), 'utf8')).toBe(fileBefore);
    expect(await liveRevision(page)).toBe(revisionBefore);
    await page.goto(PAGE_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle(publishingServer));
  });

  test('of two sessions publishing the same page from the same base, the second gets 409 and writes nothing', async ({
    browser,
    publishingServer,
  }) => {
    const first = await openPageEditor(browser, publishingServer);
    const second = await openPageEditor(browser, publishingServer);
    await editTitle(first.page, 'About Our College');
    await editTitle(second.page, 'About the Second Editor');

    await publishButton(first.page).click();
    await expect(publishedStatus(first.page)).toBeVisible({ timeout: LIVE_WITHIN_MS });

    // The second editor publishes after the first one's page is live, still on the base it loaded.
    await expect
      .poll(headingSeenBy(first.page, PAGE_PATH), { timeout: LIVE_WITHIN_MS })
      .toBe('About Our College');
    const refused = second.page.waitForResponse((response) => response.url().endsWith('/api/admin/publish'));
    await publishButton(second.page).click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    expect(((await answer.json()) as PublishConflict).conflicts).toEqual([PAGE_ID]);
    await expect(second.page.getByRole('alert').filter({ hasText: PAGE_ID })).toContainText(
      'Nothing of yours was written; your edits are kept.',
    );
    // The second editor's edit is still there to be reconciled.
    await expect(publishButton(second.page)).toHaveText('Publish (1)');
    await expect(second.page.getByRole('textbox', { name: 'Title (English)', exact: true })).toHaveValue(
      'About the Second Editor',
    );

    expect(readPage(publishingServer).title).toEqual(titleEditedTo('About Our College'));
    await first.page.goto(PAGE_PATH);
    await expect(first.page.getByRole('heading', { level: 1 })).toHaveText('About Our College');
    await first.context.close();
    await second.context.close();
  });

  test('restoring an old revision brings its title back as a new revision', async ({
    page,
    baseURL,
    publishingServer,
  }) => {
    await signIn(page.request, baseURL!);
    const listed = (await (await page.request.get('/api/admin/revisions')).json()) as RevisionList;
    const firstPublish = listed.revisions.find((revision) => revision.revision === titlePublished);
    expect(firstPublish?.documents).toEqual([PAGE_ID]);
    const current = await liveRevision(page);
    expect(current).toBeGreaterThan(titlePublished);

    const answer = await page.request.post(`/api/admin/revisions/${titlePublished}/restore`, {
      data: { baseRevision: current },
      headers: { origin: baseURL! },
    });
    expect(answer.status(), await answer.text()).toBe(200);

    expect(readPage(publishingServer).title).toEqual(titleEditedTo('About the College'));
    await expect.poll(headingSeenBy(page, PAGE_PATH), { timeout: LIVE_WITHIN_MS }).toBe('About the College');
    const after = (await (await page.request.get('/api/admin/revisions')).json()) as RevisionList;
    expect(after.revisions).toContainEqual(
      expect.objectContaining({ revision: current + 1, restoredFrom: titlePublished, documents: [PAGE_ID] }),
    );
  });

  test('a session that ended before Publish keeps the edits, and publishing works after signing in again', async ({
    browser,
    baseURL,
    publishingServer,
  }) => {
    const { context, page } = await openPageEditor(browser, publishingServer);
    await editTitle(page, 'About Us Today');
    await expect(publishButton(page)).toHaveText('Publish (1)');
    const ended = await page.request.delete('/api/admin/session', { headers: { origin: baseURL! } });
    expect(ended.ok()).toBe(true);

    await publishButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended.' })).toContainText(
      'Sign in again to publish; your edits are kept.',
    );
    await expect(publishButton(page)).toHaveText('Publish (1)');
    await expect(page.getByRole('textbox', { name: 'Title (English)', exact: true })).toHaveValue(
      'About Us Today',
    );
    expect(englishTitle(publishingServer)).toBe('About the College');

    // Signed in again in another tab of the same browser; the editor's tab is left as it was.
    const signInTab = await context.newPage();
    await signInThroughForm(signInTab);
    // The editor's edits are kept in this browser, so the new tab offers them too; it is closed unanswered.
    await expect(signInTab.getByRole('dialog', { name: 'Unpublished changes' })).toBeVisible();
    await signInTab.close();
    await publishButton(page).click();
    await expect(publishedStatus(page)).toBeVisible({ timeout: LIVE_WITHIN_MS });
    expect(readPage(publishingServer).title).toEqual(titleEditedTo('About Us Today'));
    await context.close();
  });

  test('a Kiswahili title edited and published is what a new visitor of the Kiswahili page sees', async ({
    browser,
    baseURL,
    publishingServer,
  }) => {
    const { context, page } = await openPageEditor(browser, publishingServer);
    await page.getByRole('textbox', { name: 'Title (Kiswahili)', exact: true }).fill('Kuhusu Chuo Chetu');
    await publishButton(page).click();
    await expect(publishedStatus(page)).toBeVisible({ timeout: LIVE_WITHIN_MS });
    // The Kiswahili edited is no longer marked for review.
    expect(readPage(publishingServer).title).toEqual({ en: 'About Us Today', sw: 'Kuhusu Chuo Chetu' });
    await context.close();

    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await expect
      .poll(headingSeenBy(visitorPage, `/sw${PAGE_PATH}`), { timeout: LIVE_WITHIN_MS })
      .toBe('Kuhusu Chuo Chetu');
    await visitorPage.goto(PAGE_PATH);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('About Us Today');
    await visitor.close();
  });

  test('the publish API refuses a foreign Origin (403) and a request without a session (401)', async ({
    page,
    playwright,
    baseURL,
    publishingServer,
  }) => {
    await signIn(page.request, baseURL!);
    const fileBefore = fs.readFileSync(pageFile(publishingServer), 'utf8');
    const publish = {
      baseRevision: await liveRevision(page),
      documents: { [PAGE_ID]: { ...readPage(publishingServer), title: { en: 'Forged', sw: 'Bandia' } } },
      labels: [],
    };
    const foreign = await page.request.post('/api/admin/publish', {
      data: publish,
      headers: { origin: 'https://attacker.example' },
    });
    expect(foreign.status()).toBe(403);

    const stranger = await playwright.request.newContext({ baseURL });
    const anonymous = await stranger.post('/api/admin/publish', {
      data: publish,
      headers: { origin: baseURL! },
    });
    expect(anonymous.status()).toBe(401);
    await stranger.dispose();
    expect(fs.readFileSync(pageFile(publishingServer), 'utf8')).toBe(fileBefore);
  });
});
