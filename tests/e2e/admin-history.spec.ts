import { expect, test, type Page } from '@playwright/test';
import type { RevisionDetail, RevisionSummary } from '../../src/content/publishing';
import { expectAdminPassesAxe, openSignedIn } from './support/admin';
import { en, page as pageDocument, ticker } from './support/content';
import { localize } from '../../src/content/localize';

/**
 * The History screen against a revisions API answered by the test: the server's own publishing is
 * tested by publishing.spec.ts; here the screen's reading, naming and restoring are.
 */
const fees = pageDocument('/fees');
const renamedFees = structuredClone(fees);
renamedFees.title = { en: 'Fees and Payments', sw: localize(fees.title, 'sw') };
const shorterTicker = { ...ticker, items: ticker.items.slice(1) };

const published = (revision: number, hour: number) => new Date(2026, 10, 25, hour, 5).toISOString();

const revision2: RevisionDetail = {
  revision: 2,
  publishedAt: published(2, 9),
  publishedBy: 'admin · Firefox',
  labels: ["Changed the title of 'Fees Structure'", 'Removed the news item'],
  documents: ['pages/fees', 'ticker'],
  changes: [
    { id: 'pages/fees', before: fees, after: renamedFees },
    { id: 'ticker', before: ticker, after: shorterTicker },
  ],
};
const revision3: RevisionDetail = {
  revision: 3,
  publishedAt: published(3, 14),
  publishedBy: 'admin · Chrome',
  labels: ["Changed the title of 'Fees and Payments'"],
  documents: ['pages/fees'],
  changes: [{ id: 'pages/fees', before: renamedFees, after: fees }],
};
const revision4: RevisionDetail = {
  revision: 4,
  publishedAt: published(4, 16),
  publishedBy: 'admin · Chrome',
  labels: [],
  documents: ['pages/fees'],
  restoredFrom: 2,
  changes: [{ id: 'pages/fees', before: fees, after: renamedFees }],
};

const summary = ({ changes: _changes, ...rest }: RevisionDetail): RevisionSummary => rest;

/** Answers the revisions API from `revisions` (newest first); Restore answers with `restoreAnswer`. */
async function answerRevisions(
  page: Page,
  revisions: RevisionDetail[],
  restoreAnswer: () => { status: number; body: unknown },
) {
  const restoreRequests: unknown[] = [];
  await page.route('**/api/admin/revisions', (route) =>
    route.fulfill({ json: { revisions: revisions.map(summary) } }),
  );
  await page.route('**/api/admin/revisions/*', (route) => {
    const number = Number(new URL(route.request().url()).pathname.split('/').pop());
    const detail = revisions.find((candidate) => candidate.revision === number);
    return detail ? route.fulfill({ json: detail }) : route.fulfill({ status: 404, json: { error: 'none' } });
  });
  await page.route('**/api/admin/revisions/*/restore', (route) => {
    restoreRequests.push(route.request().postDataJSON());
    const answer = restoreAnswer();
    return route.fulfill({ status: answer.status, json: answer.body });
  });
  return restoreRequests;
}

/** The live manifest as served, saying the content is at `revision`: the editor's base. */
async function liveRevisionIs(page: Page, revision: number) {
  await page.route('**/content/manifest.json', async (route) => {
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), revision } });
  });
}

const cards = (page: Page) => page.getByRole('list', { name: 'Published revisions' }).getByRole('listitem');
const card = (page: Page, revision: number) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Revision ${revision}\\b`) }) });

test.describe('admin history', () => {
  test('lists the revisions with when, by whom, their edits and documents, from the menu', async ({
    page,
  }) => {
    await answerRevisions(page, [revision3, revision2], () => ({ status: 500, body: {} }));
    await openSignedIn(page, '/admin/dashboard');
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/history$/);
    await expect(cards(page).filter({ has: page.getByRole('heading') })).toHaveCount(2);
    const second = card(page, 2);
    await expect(second).toContainText('25 November 2026, 09:05 by admin · Firefox');
    await expect(second.getByRole('list', { name: 'Edits' })).toContainText(
      "Changed the title of 'Fees Structure'",
    );
    await expect(second).toContainText(`Page '${en(fees.title)}'`);
    await expect(second).toContainText('News Ticker');
    // The newest revision is the live one: nothing to restore.
    await expect(card(page, 3).getByRole('heading', { level: 3 })).toHaveText('Revision 3 · live');
    await expect(card(page, 3).getByRole('button', { name: /Restore/ })).toHaveCount(0);
  });

  test('the revision the site started with says so, with no one named, no empty list and no changes to show', async ({
    page,
  }) => {
    const started: RevisionDetail = {
      revision: 0,
      publishedAt: published(0, 8),
      publishedBy: '',
      labels: [],
      documents: [],
      changes: [],
    };
    await answerRevisions(page, [revision2, started], () => ({ status: 500, body: {} }));
    await openSignedIn(page, '/admin/dashboard/history');
    const first = card(page, 0);
    await expect(first).toContainText('The content the site started with, before anything was published.');
    await expect(first.locator('p').filter({ has: page.locator('time') })).toHaveText(
      '25 November 2026, 08:05',
    );
    await expect(first).not.toContainText('Documents changed');
    await expect(card(page, 2)).toContainText('Documents changed');
    // It has no changes of its own to show, and can still be restored.
    await expect(first.getByRole('button', { name: /^Show the changes/ })).toHaveCount(0);
    await expect(first.getByRole('button', { name: 'Restore revision 0' })).toBeVisible();
    await expect(card(page, 2).getByRole('button', { name: 'Show the changes of revision 2' })).toBeVisible();
  });

  test('opens a revision’s changes as fields in words, before and after', async ({ page }) => {
    await answerRevisions(page, [revision3, revision2], () => ({ status: 500, body: {} }));
    await openSignedIn(page, '/admin/dashboard/history');
    const open = page.getByRole('button', { name: 'Show the changes of revision 2' });
    await open.click();
    await expect(page.getByRole('button', { name: 'Hide the changes of revision 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const feesChanges = card(page, 2).getByRole('region', { name: "Page 'Fees and Payments'" });
    await expect(feesChanges.getByRole('listitem')).toHaveCount(1);
    await expect(feesChanges).toContainText('Title (English): changed');
    await expect(feesChanges.getByRole('deletion')).toHaveText(en(fees.title));
    await expect(feesChanges.getByRole('insertion')).toHaveText('Fees and Payments');
    const tickerChanges = card(page, 2).getByRole('region', { name: 'News Ticker' });
    await expect(tickerChanges).toContainText('Item 1: removed');
    await expect(tickerChanges.getByRole('deletion')).toHaveText(en(ticker.items[0]!.text));
    await expect(card(page, 2)).not.toContainText('{"');
  });

  test('restores a revision after its confirmation: the editor holds it and the list shows the new one', async ({
    page,
  }) => {
    const revisions = [revision3, revision2];
    const requests = await answerRevisions(page, revisions, () => {
      revisions.unshift(revision4);
      return {
        status: 200,
        body: { revision: 4, publishedAt: revision4.publishedAt, documents: ['pages/fees'] },
      };
    });
    await liveRevisionIs(page, 3);
    await openSignedIn(page, '/admin/dashboard/history');
    await card(page, 2).getByRole('button', { name: 'Restore revision 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore revision 2?' });
    await expect(dialog).toContainText('as it was in revision 2');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(requests).toEqual([]);

    await card(page, 2).getByRole('button', { name: 'Restore revision 2' }).click();
    await page
      .getByRole('dialog', { name: 'Restore revision 2?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Revision 2 is restored' })).toContainText(
      'live as revision 4',
    );
    expect(requests).toEqual([{ baseRevision: 3 }]);
    const restored = card(page, 4);
    await expect(restored.getByRole('heading', { level: 3 })).toHaveText('Revision 4 · live');
    await expect(restored).toContainText('Restored from revision 2');
    // The editor now holds the restored page (named by its restored title), and it counts as published.
    await expect(restored).toContainText("Page 'Fees and Payments'");
    await expect(page.getByRole('button', { name: 'Publish (0)' })).toBeVisible();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect(page.getByText('Restored revision 2')).toBeVisible();
  });

  test('tells a refused restore (409) and changes nothing in the editor', async ({ page }) => {
    await answerRevisions(page, [revision3, revision2], () => ({
      status: 409,
      body: { error: 'stale', currentRevision: 5, conflicts: ['pages/fees'] },
    }));
    await openSignedIn(page, '/admin/dashboard/history');
    await card(page, 2).getByRole('button', { name: 'Restore revision 2' }).click();
    await page
      .getByRole('dialog', { name: 'Restore revision 2?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByRole('alert')).toContainText(
      'Not restored: revision 5 was published after the content in this editor was loaded',
    );
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card(page, 2)).toContainText(`Page '${en(fees.title)}'`);
    await expect(page.getByRole('button', { name: 'Publish (0)' })).toBeVisible();
  });

  test('works on a phone without sideways scrolling and passes axe', async ({ page }) => {
    await answerRevisions(page, [revision3, revision2], () => ({ status: 500, body: {} }));
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, '/admin/dashboard/history');
    await page.getByRole('button', { name: 'Show the changes of revision 2' }).click();
    await expect(card(page, 2).getByRole('insertion')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAdminPassesAxe(page);
  });
});
