import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { RevisionList } from '../../src/content/publishing';
import { localize } from '../../src/content/localize';
import type { PageDocument } from '../../src/content/types.generated';
import { ADMIN_PASSWORD } from './support/state-dir';
import {
  expect,
  LIVE_WITHIN_MS,
  signedInBrowser,
  test,
  type PublishingServer,
  publishedStatus,
} from './support/publishing-server';
import { expectAdminPassesAxe } from './support/admin';

function readPage(server: PublishingServer, name: string): PageDocument {
  return JSON.parse(
    fs.readFileSync(path.join(server.contentDir, 'pages', `${name}.json`), 'utf8'),
  ) as PageDocument;
}

function englishTitle(server: PublishingServer, name: string): string {
  return localize(readPage(server, name).title, 'en');
}

function publishButton(page: Page) {
  return page.getByRole('button', { name: /^Publish/ });
}

function titleField(page: Page) {
  return page.getByRole('textbox', { name: 'Title (English)', exact: true });
}

/** Page Management, with the page of this English title selected. */
async function selectPage(page: Page, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Page Management' })
    .click();
  await page.getByRole('list', { name: 'Pages' }).getByText(title, { exact: true }).click();
  await expect(titleField(page)).toHaveValue(title);
}

/** The draft this browser keeps, read straight from IndexedDB (undefined: none). */
function storedDraft(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('college-admin-drafts');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('drafts')) return resolve(undefined);
          const reading = database.transaction('drafts').objectStore('drafts').get('unpublished-edits');
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(reading.error);
        };
      }),
  );
}

async function publishedAndLive(page: Page): Promise<void> {
  await publishButton(page).click();
  await expect(publishedStatus(page)).toBeVisible({ timeout: LIVE_WITHIN_MS });
}

test.describe.serial('unpublished edits', () => {
  // Each test signs in, publishes and waits for the new revision to be served: seconds of rendering each time.
  test.describe.configure({ timeout: 120_000 });

  test('an edit survives a reload: restored, published with its label, and seen by a visitor', async ({
    browser,
    publishingServer,
  }) => {
    const { context, page } = await signedInBrowser(browser, publishingServer);
    const published = englishTitle(publishingServer, 'about');
    await selectPage(page, published);
    await titleField(page).fill('About Our Campus');
    await expect(publishButton(page)).toHaveText('Publish (1)');
    // As soon as the edit is kept (a write of a few milliseconds), as a crash or a slip of the finger would.
    await expect.poll(() => storedDraft(page)).toBeDefined();
    await page.reload();

    const offer = page.getByRole('dialog', { name: 'Unpublished changes' });
    await expect(offer).toContainText('You have unpublished changes from');
    await expect(offer).toContainText("Page 'About Our Campus'");
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toBeHidden();
    await expect(publishButton(page)).toHaveText('Publish (1)');
    await selectPage(page, 'About Our Campus');

    await publishedAndLive(page);
    expect(localize(readPage(publishingServer, 'about').title, 'en')).toBe('About Our Campus');
    await expect.poll(() => storedDraft(page)).toBeUndefined();
    const listed = (await (await page.request.get('/api/admin/revisions')).json()) as RevisionList;
    expect(listed.revisions[0]?.labels).toEqual([`Changed the title of '${published}'`]);
    await context.close();

    const visitor = await browser.newContext({ baseURL: publishingServer.origin });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/about');
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('About Our Campus');
    await visitor.close();
  });

  test('a discarded draft is gone: the published content stays and nothing is offered again', async ({
    browser,
    publishingServer,
  }) => {
    const { context, page } = await signedInBrowser(browser, publishingServer);
    const published = englishTitle(publishingServer, 'about');
    await selectPage(page, published);
    await titleField(page).fill('About Nothing');
    await expect(publishButton(page)).toHaveText('Publish (1)');
    await expect.poll(() => storedDraft(page)).toBeDefined();
    await page.reload();

    const offer = page.getByRole('dialog', { name: 'Unpublished changes' });
    await expect(offer).toContainText("Page 'About Nothing'");
    await expectAdminPassesAxe(page);
    await offer.getByRole('button', { name: 'Discard' }).click();
    await expect(offer).toBeHidden();
    await expect(publishButton(page)).toHaveText('Publish (0)');
    await expect.poll(() => storedDraft(page)).toBeUndefined();
    await selectPage(page, published);

    await page.reload();
    await expect(publishButton(page)).toHaveText('Publish (0)');
    await selectPage(page, published);
    await expect(offer).toHaveCount(0);
    expect(englishTitle(publishingServer, 'about')).toBe(published);
    await context.close();
  });

  test('a session that ended before Publish is signed in again over the screen, and the edit is published', async ({
    browser,
    publishingServer,
  }) => {
    const { context, page } = await signedInBrowser(browser, publishingServer);
    await selectPage(page, englishTitle(publishingServer, 'about'));
    await titleField(page).fill('About the College Today');
    await expect(publishButton(page)).toHaveText('Publish (1)');
    // The server forgets the session (as after two idle hours).
    const ended = await page.request.delete('/api/admin/session', {
      headers: { origin: publishingServer.origin },
    });
    expect(ended.ok()).toBe(true);

    await publishButton(page).click();
    const told = page.getByRole('alert').filter({ hasText: 'Your session has ended.' });
    await told.getByRole('button', { name: 'Sign in again' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in again to publish' });
    await signIn.getByRole('textbox', { name: 'Username' }).fill('admin');
    await signIn.getByLabel('Password').fill(ADMIN_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in and publish' }).click();

    await expect(publishedStatus(page)).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(signIn).toBeHidden();
    await expect(titleField(page)).toHaveValue('About the College Today');
    expect(localize(readPage(publishingServer, 'about').title, 'en')).toBe('About the College Today');
    await context.close();
  });

  test('a session that ended leads to the sign-in page at the next screen; after signing in the edit is still there to publish', async ({
    browser,
    publishingServer,
  }) => {
    const { context, page } = await signedInBrowser(browser, publishingServer);
    await selectPage(page, englishTitle(publishingServer, 'about'));
    await titleField(page).fill('About the College Again');
    await expect(publishButton(page)).toHaveText('Publish (1)');
    await page.request.delete('/api/admin/session', { headers: { origin: publishingServer.origin } });

    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The same tab: the edit is in memory, so there is nothing to restore.
    await expect(publishButton(page)).toHaveText('Publish (1)');
    await expect(page.getByRole('dialog', { name: 'Unpublished changes' })).toHaveCount(0);
    await publishedAndLive(page);
    expect(localize(readPage(publishingServer, 'about').title, 'en')).toBe('About the College Again');
    await context.close();
  });

  test('after a 409 the latest revision comes in: the conflicting page is theirs, the other edit is published', async ({
    browser,
    publishingServer,
  }) => {
    const aboutTitle = englishTitle(publishingServer, 'about');
    const feesTitle = englishTitle(publishingServer, 'fees');
    const first = await signedInBrowser(browser, publishingServer);
    const second = await signedInBrowser(browser, publishingServer);
    await selectPage(first.page, aboutTitle);
    await titleField(first.page).fill('About, by the First');
    await selectPage(second.page, aboutTitle);
    await titleField(second.page).fill('About, by the Second');
    await selectPage(second.page, feesTitle);
    await titleField(second.page).fill('Fees, by the Second');
    await expect(publishButton(second.page)).toHaveText('Publish (2)');

    await publishedAndLive(first.page);
    const refused = second.page.waitForResponse((response) => response.url().endsWith('/api/admin/publish'));
    await publishButton(second.page).click();
    expect((await refused).status()).toBe(409);
    await second.page
      .getByRole('alert')
      .filter({ hasText: 'someone else has published' })
      .getByRole('button', { name: 'Bring in the latest' })
      .click();
    const choice = second.page.getByRole('dialog', { name: 'Changed on the site too' });
    await expect(choice).toContainText(/Revision \d+ also changed Page 'About, by the Second'/);
    await expectAdminPassesAxe(second.page);
    await choice.getByRole('button', { name: 'Take theirs' }).click();
    await expect(second.page.getByRole('status').filter({ hasText: /is brought in/ })).toBeVisible();
    await expect(publishButton(second.page)).toHaveText('Publish (1)');

    await publishedAndLive(second.page);
    expect(localize(readPage(publishingServer, 'about').title, 'en')).toBe('About, by the First');
    expect(localize(readPage(publishingServer, 'fees').title, 'en')).toBe('Fees, by the Second');
    await selectPage(second.page, 'About, by the First');
    await first.context.close();
    await second.context.close();
  });

  test("a draft whose page was published by someone else meanwhile names it, and keeps the user's version when asked", async ({
    browser,
    publishingServer,
  }) => {
    const aboutTitle = englishTitle(publishingServer, 'about');
    const mine = await signedInBrowser(browser, publishingServer);
    await selectPage(mine.page, aboutTitle);
    await titleField(mine.page).fill('About, as I Left It');
    await expect(publishButton(mine.page)).toHaveText('Publish (1)');
    await expect.poll(() => storedDraft(mine.page)).toBeDefined();
    await mine.page.goto('/');

    const other = await signedInBrowser(browser, publishingServer);
    await selectPage(other.page, aboutTitle);
    await titleField(other.page).fill('About, by Someone Else');
    await publishedAndLive(other.page);
    await other.context.close();

    await mine.page.goto('/admin/dashboard');
    const offer = mine.page.getByRole('dialog', { name: 'Unpublished changes' });
    await offer.getByRole('button', { name: 'Restore' }).click();
    const conflict = mine.page.getByRole('dialog', { name: 'Changed on the site since' });
    await expect(conflict).toContainText("someone published changes to Page 'About, as I Left It'");
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(conflict).toBeHidden();
    await expect(publishButton(mine.page)).toHaveText('Publish (1)');

    await publishedAndLive(mine.page);
    expect(localize(readPage(publishingServer, 'about').title, 'en')).toBe('About, as I Left It');
    await mine.context.close();
  });
});
