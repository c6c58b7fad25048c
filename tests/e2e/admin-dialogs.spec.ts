import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RevisionDetail, RevisionSummary } from '../../src/content/publishing';
import { ADMIN_SCREENS } from '../../src/admin/layout/screens';
import { expectAdminPassesAxe, deletePage, openSignedIn, siteOrigin } from './support/admin';
import { desktop, phone } from './support/viewports';

/**
 * Every admin screen at a phone's and a laptop's width, first as it opens and then with each of its
 * dialogs open in turn: axe-core finds no violation, and each dialog lies inside the window. The dialogs are opened as a user opens them, one
 * after another on the same screen; each is closed again before the next, so what axe sees is the
 * screen with that one dialog.
 */

interface ScreenDialog {
  /** What the dialog is, for the test's report. */
  what: string;
  /** Opens the dialog from the screen as it stands, and gives it. */
  open: (page: Page) => Promise<Locator>;
  /** Closes it the way it offers (a decision dialog has no Escape). */
  close?: (dialog: Locator) => Promise<void>;
}

const byButton = (name: string) => (dialog: Locator) => dialog.getByRole('button', { name }).click();

/** Two revisions for the History screen (the revisions API is answered by the test): the live one, and one to restore. */
const REVISIONS: RevisionDetail[] = [3, 2].map((revision) => ({
  revision,
  publishedAt: new Date(2026, 10, 25, 6 + revision, 5).toISOString(),
  publishedBy: 'admin · Firefox',
  labels: ['Removed the news item'],
  documents: ['ticker'],
  changes: [],
}));

async function answerRevisions(page: Page): Promise<void> {
  const summaries: RevisionSummary[] = REVISIONS.map(({ changes: _changes, ...summary }) => summary);
  await page.route('**/api/admin/revisions', (route) => route.fulfill({ json: { revisions: summaries } }));
  await page.route('**/api/admin/revisions/*', (route) => {
    const number = Number(new URL(route.request().url()).pathname.split('/').pop());
    return route.fulfill({ json: REVISIONS.find((detail) => detail.revision === number) });
  });
}

/** Page Management with the About page selected. */
async function selectAbout(page: Page): Promise<void> {
  await page
    .getByRole('list', { name: 'Pages' })
    .getByRole('button', { name: /^About/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Components' }).getByRole('listitem').first()).toBeVisible();
}

const DIALOGS: Record<string, ScreenDialog[]> = {
  '': [
    {
      what: 'the edit history',
      open: async (page) => {
        await page.getByRole('banner').getByRole('button', { name: 'History', exact: true }).click();
        return page.getByRole('dialog', { name: 'Edit history' });
      },
    },
  ],
  pages: [
    {
      what: "a component's form",
      open: async (page) => {
        await selectAbout(page);
        await page
          .getByRole('list', { name: 'Components' })
          .getByRole('button', { name: /^Edit '/ })
          .first()
          .click();
        return page.getByRole('dialog', { name: /^Edit / });
      },
      close: byButton('Cancel'),
    },
    {
      what: "the site's pictures, from a component's form",
      open: async (page) => {
        await selectAbout(page);
        await page.getByRole('combobox', { name: 'Component type' }).selectOption({ label: 'Image' });
        await page.getByRole('button', { name: 'Add Component' }).click();
        await page
          .getByRole('list', { name: 'Components' })
          .getByRole('listitem')
          .last()
          .getByRole('button', { name: /^Edit '/ })
          .click();
        await page
          .getByRole('dialog', { name: 'Edit Image' })
          .getByRole('button', { name: 'Choose a picture' })
          .click();
        return page.getByRole('dialog', { name: "The site's pictures: Picture" });
      },
      close: async (dialog) => {
        await byButton('Close')(dialog);
        await byButton('Cancel')(dialog.page().getByRole('dialog', { name: 'Edit Image' }));
      },
    },
    {
      what: 'deleting a page',
      open: async (page) => {
        await selectAbout(page);
        await page.getByRole('button', { name: 'Delete Page' }).click();
        return page.getByRole('dialog', { name: /^Delete the page/ });
      },
      close: byButton('Cancel'),
    },
    {
      what: 'the content problems',
      open: async (page) => {
        await deletePage(page, 'Contact Us');
        await page.getByRole('button', { name: /^\d+ problems?$/ }).click();
        return page.getByRole('dialog', { name: /^Content problems: \d+$/ });
      },
      close: byButton('Close'),
    },
    {
      what: 'an import refused',
      open: async (page) => {
        await page.locator('input[type="file"]').setInputFiles({
          name: 'broken.json',
          mimeType: 'application/json',
          buffer: Buffer.from('{ not json'),
        });
        return page.getByRole('dialog', { name: /^Nothing was imported/ });
      },
      close: byButton('Close'),
    },
  ],
  news: [
    {
      what: 'signing in again to publish',
      open: async (page) => {
        await page
          .getByRole('button', { name: /^Remove '/ })
          .first()
          .click();
        const ended = await page.request.delete('/api/admin/session', { headers: { origin: siteOrigin() } });
        expect(ended.ok()).toBe(true);
        await page.getByRole('button', { name: /^Publish/ }).click();
        await page.getByRole('alert').getByRole('button', { name: 'Sign in again' }).click();
        return page.getByRole('dialog', { name: 'Sign in again to publish' });
      },
      close: byButton('Cancel'),
    },
  ],
  slideshow: [
    {
      what: "a slide's preview",
      open: async (page) => {
        await page
          .getByRole('button', { name: /^Preview '/ })
          .first()
          .click();
        return page.getByRole('dialog', { name: /preview/i });
      },
      close: byButton('Close'),
    },
    {
      what: "the site's pictures for a slide",
      open: async (page) => {
        await page.getByRole('button', { name: 'Choose a picture' }).first().click();
        return page.getByRole('dialog', { name: /^The site's pictures/ });
      },
      close: byButton('Close'),
    },
  ],
  content: [
    {
      what: "the site's pictures for a section",
      open: async (page) => {
        // The principal's message is the section with a picture.
        await page.getByRole('button', { name: /^Principal's Welcome Message/ }).click();
        await page.getByRole('button', { name: 'Choose a picture' }).first().click();
        return page.getByRole('dialog', { name: /^The site's pictures/ });
      },
      close: byButton('Close'),
    },
  ],
  settings: [
    {
      what: 'the unpublished changes kept from before a reload',
      open: async (page) => {
        await page.getByRole('textbox', { name: 'Site name (English)' }).fill('A college kept for later');
        await expect(page.getByRole('button', { name: 'Publish (1)' })).toBeVisible();
        await page.getByRole('textbox', { name: 'Site name (English)' }).blur();
        // The draft is written to IndexedDB as the edit is made; the reload finds it there.
        await expect.poll(() => hasStoredDraft(page)).toBe(true);
        await page.reload();
        return page.getByRole('dialog', { name: 'Unpublished changes' });
      },
      close: byButton('Discard'),
    },
    {
      what: 'resetting the website content',
      open: async (page) => {
        await page.getByRole('tab', { name: 'Advanced' }).click();
        await page.getByRole('button', { name: 'Reset Website Content' }).click();
        return page.getByRole('dialog', { name: 'Reset the website content?' });
      },
      close: byButton('Cancel'),
    },
  ],
  history: [
    {
      what: 'restoring a revision',
      open: async (page) => {
        await page.getByRole('button', { name: 'Restore revision 2' }).click();
        return page.getByRole('dialog', { name: 'Restore revision 2?' });
      },
      close: byButton('Cancel'),
    },
  ],
};

/**
 * The dialog lies inside the window and the page does not scroll sideways: on a phone a screen wider
 * than the window makes the browser lay it out wider, and a full-screen dialog then puts its buttons
 * past the window's edge.
 */
async function expectWithinWindow(page: Page, dialog: Locator): Promise<void> {
  const { width, height } = page.viewportSize()!;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    'how far the page scrolls sideways',
  ).toBeLessThanOrEqual(0);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
}

/** Whether this browser keeps unpublished edits in IndexedDB. */
function hasStoredDraft(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('college-admin-drafts');
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('drafts')) return resolve(false);
          const reading = database.transaction('drafts').objectStore('drafts').get('unpublished-edits');
          reading.onsuccess = () => resolve(reading.result !== undefined);
          reading.onerror = () => resolve(false);
        };
      }),
  );
}

for (const [width, viewport] of [
  ['390 px', phone],
  ['1366 px', desktop],
] as const) {
  test.describe(`at ${width}`, () => {
    test.use(viewport);
    for (const { path } of ADMIN_SCREENS) {
      const address = path ? `/admin/dashboard/${path}` : '/admin/dashboard';
      const dialogs = DIALOGS[path] ?? [];
      test(`${address} passes axe${dialogs.length ? `, and with ${dialogs.map((dialog) => dialog.what).join('; ')} open` : ''}`, async ({
        page,
      }) => {
        // axe takes seconds per run on a busy machine, and a screen with dialogs runs it once for each.
        test.setTimeout(60_000 + dialogs.length * 30_000);
        if (path === 'history') await answerRevisions(page);
        await openSignedIn(page, address);
        // Each screen is its own chunk, opened once the validation core is in: slow on a busy machine.
        await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({
          timeout: 15_000,
        });
        await expectAdminPassesAxe(page);
        for (const { what, open, close } of dialogs) {
          await test.step(what, async () => {
            const dialog = await open(page);
            await expect(dialog).toBeVisible();
            await expectWithinWindow(page, dialog);
            await expectAdminPassesAxe(page);
            if (close) await close(dialog);
            else await page.keyboard.press('Escape');
            await expect(dialog).toBeHidden();
          });
        }
      });
    }
  });
}
