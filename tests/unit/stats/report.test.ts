import { afterEach, describe, expect, it } from 'vitest';
import type { VisitorReport } from '../../../src/content/statistics';
import { getStats, manualClock, postJson, startServer, view, type TestServer } from './support/server';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function report(server: TestServer): Promise<VisitorReport> {
  const answer = (await (
    await fetch(`${server.endpoint}?action=report`, { headers: await server.adminHeaders() })
  ).json()) as { data: VisitorReport };
  return answer.data;
}

describe("the admin's visitors report", () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('is refused (401, JSON) without a signed-in admin session, while the public counter still answers', async () => {
    server = await startServer();
    const refusedHeaders: Record<string, string>[] = [
      {},
      { cookie: 'admin_session=forged' },
      { cookie: 'isAdminLoggedIn=true' },
    ];
    for (const headers of refusedHeaders) {
      const answer = await fetch(`${server.endpoint}?action=report`, { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await answer.json()) as { success: boolean }).success).toBe(false);
    }
    expect((await postJson(server.endpoint, view('public-visitor', '/'))).status).toBe(200);
    expect((await getStats(server.endpoint)).data.total).toBeGreaterThan(0);
  });

  it('gives visits per month, average daily visitors, bounce rate, devices and top pages', async () => {
    const clock = manualClock('2026-04-20T09:00:00.000Z');
    server = await startServer({ now: clock.now });
    const visit = (sessionId: string, page: string, agent: string) =>
      postJson(server!.endpoint, view(sessionId, page), { 'User-Agent': agent });

    await visit('april-phone-1', '/', PHONE); // one page: a bounce
    await visit('april-phone-2', '/fees', PHONE);
    await visit('april-phone-2', '/about', PHONE);
    await visit('april-tablet-1', '/fees', TABLET);
    await visit('april-tablet-1', '/fees/clinical', TABLET);
    clock.set('2026-05-02T09:00:00.000Z');
    await visit('may-desktop-1', '/fees', DESKTOP);
    await postJson(server.endpoint, view('may-desktop-2', '/', 'heartbeat'), { 'User-Agent': DESKTOP });

    const result = await report(server);
    expect(result.monthly).toHaveLength(12);
    expect(result.monthly.at(0)).toEqual({ month: '2025-06', visits: 0 });
    expect(result.monthly.slice(-2)).toEqual([
      { month: '2026-04', visits: 3 },
      { month: '2026-05', visits: 2 },
    ]);
    // Two of the four sessions that viewed pages viewed only one.
    expect(result.bounceRate).toBe(50);
    expect(result.devices).toEqual({ mobile: 40, desktop: 40, tablet: 20 });
    expect(result.topPages).toEqual([
      { path: '/fees', views: 3 },
      { path: '/', views: 1 },
      { path: '/about', views: 1 },
      { path: '/fees/clinical', views: 1 },
    ]);
    // 5 visitors over the 13 days from the first recorded day to today.
    expect(result.averageDailyVisitors).toBe(Math.round(5 / 13));
    // Only the two visitors of 2 May fall in the last seven days.
    expect(result.visitorsThisWeek).toBe(2);
    expect(result.total).toBe(5);
  });

  it('prunes raw views past the retention but keeps every count', async () => {
    const clock = manualClock('2026-01-05T09:00:00.000Z');
    server = await startServer({ now: clock.now, statistics: { retentionDays: 30 } });
    await postJson(server.endpoint, view('january-visitor', '/fees'));
    await postJson(server.endpoint, view('january-visitor', '/about'));
    clock.set('2026-03-01T09:00:00.000Z');
    await postJson(server.endpoint, view('march-visitor', '/fees'));

    expect(server.statistics.store.prune()).toBe(2);
    expect(server.statistics.store.prune()).toBe(0);
    const result = await report(server);
    expect(result.monthly.slice(-3).map((month) => month.visits)).toEqual([1, 0, 1]);
    expect(result.topPages[0]).toEqual({ path: '/fees', views: 2 });
    expect((await getStats(server.endpoint)).data).toMatchObject({ today: 1, yearly: 2, total: 2 });
  });
});
