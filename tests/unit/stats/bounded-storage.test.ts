import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { VisitorReport } from '../../../src/content/statistics';
import {
  manualClock,
  postJson,
  SITE_PAGES,
  startServer,
  temporaryFolder,
  view,
  type TestServer,
} from './support/server';

const JUNK_VIEWS = 3000;

async function report(server: TestServer): Promise<VisitorReport> {
  return (
    (await (
      await fetch(`${server.endpoint}?action=report`, { headers: await server.adminHeaders() })
    ).json()) as { data: VisitorReport }
  ).data;
}

/** The database file's size with everything written to it, measured after the server closed it. */
function fileSize(databasePath: string): number {
  return fs.statSync(databasePath).size;
}

describe('the statistics storage stays bounded', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(`grows by a few kilobytes at most for ${JUNK_VIEWS} views of made-up addresses, and the top pages stay real`, async () => {
    const temporary = temporaryFolder();
    cleanups.push(temporary.remove);
    const databasePath = path.join(temporary.folder, 'stats.sqlite');

    const first = await startServer({ databasePath });
    for (const [index, page] of ['/fees', '/fees', '/about', '/'].entries()) {
      expect((await postJson(first.endpoint, view(`reader-000${index}`, page))).status).toBe(200);
    }
    await first.close();
    const before = fileSize(databasePath);

    const second = await startServer({ databasePath });
    for (let index = 0; index < JUNK_VIEWS; index++) {
      const junk = `/wp-admin/${index}/${'x'.repeat(index % 1500)}`;
      const answer = await postJson(second.endpoint, view('scanner-0001', junk));
      expect(answer.status).toBe(200);
    }
    const { topPages } = await report(second);
    await second.close();

    expect(fileSize(databasePath) - before).toBeLessThan(8 * 1024);
    expect(topPages.map((page) => page.path)).toEqual(['/fees', '/', '/about']);
    for (const page of topPages) expect(SITE_PAGES).toContain(page.path);

    const db = new Database(databasePath, { readonly: true });
    try {
      // Counted all the same, under the not-found page.
      expect(
        db.prepare("SELECT SUM(views) AS views FROM daily_page_views WHERE path = '/404'").get(),
      ).toEqual({
        views: JUNK_VIEWS,
      });
      expect(
        db.prepare("SELECT COUNT(*) AS n FROM daily_page_views WHERE path LIKE '/wp-admin%'").get(),
      ).toEqual({
        n: 0,
      });
    } finally {
      db.close();
    }
  }, 120_000);

  it('prunes daily per-page counts past the retention, keeping them by month for the report', async () => {
    const temporary = temporaryFolder();
    cleanups.push(temporary.remove);
    const databasePath = path.join(temporary.folder, 'stats.sqlite');
    const clock = manualClock('2026-01-05T09:00:00.000Z');
    const server = await startServer({ databasePath, now: clock.now, statistics: { retentionDays: 30 } });
    cleanups.push(() => server.close());
    for (const day of ['2026-01-05', '2026-01-06', '2026-01-07', '2026-02-20']) {
      clock.set(`${day}T09:00:00.000Z`);
      await postJson(server.endpoint, view(`reader-${day}`, '/fees'));
      await postJson(server.endpoint, view(`reader-${day}`, '/news'));
    }
    clock.set('2026-03-01T09:00:00.000Z');
    server.statistics.store.prune();

    const db = new Database(databasePath, { readonly: true });
    try {
      expect(db.prepare('SELECT day, path, views FROM daily_page_views ORDER BY path').all()).toEqual([
        { day: '2026-02-20', path: '/fees', views: 1 },
        { day: '2026-02-20', path: '/news', views: 1 },
      ]);
    } finally {
      db.close();
    }
    expect((await report(server)).topPages).toEqual([
      { path: '/fees', views: 4 },
      { path: '/news', views: 4 },
    ]);
  });
});
