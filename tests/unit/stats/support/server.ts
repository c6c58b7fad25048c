import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import site from '../../../../content/site.json';
import type { SiteSettings } from '../../../../src/content/types.generated';
import { openAdminAuth } from '../../../../src/server/admin-auth';
import { createApp } from '../../../../src/server/app';
import { fromPaths } from '../../../../src/server/site-pages';
import { STATS_PATH, openVisitorStatistics, type VisitorStatistics } from '../../../../src/server/stats';

/** The pages of the site the tests visit; a view of any other address counts as not found. */
export const SITE_PAGES = ['/', '/about', '/fees', '/fees/clinical', '/news'];

export interface TestServer {
  base: string;
  endpoint: string;
  statistics: VisitorStatistics;
  /** The headers of a signed-in admin (the report is theirs only). */
  adminHeaders(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  now?: () => number;
  statistics?: Partial<SiteSettings['statistics']>;
  databasePath?: string;
  rateLimitPerMinute?: number;
  trustProxy?: Parameters<typeof createApp>[0]['trustProxy'];
}

/** A temporary folder for databases, removed by the returned function. */
export function temporaryFolder(): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-stats-'));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** The real server on an ephemeral port, with an empty site and its own database. */
export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  const temporary = temporaryFolder();
  const settings = site as SiteSettings;
  const statistics = openVisitorStatistics({
    settings: { ...settings, statistics: { ...settings.statistics, ...options.statistics } },
    databasePath: options.databasePath ?? path.join(temporary.folder, 'stats.sqlite'),
    pages: fromPaths(SITE_PAGES),
    now: options.now,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
  });
  const adminAuth = await openAdminAuth({
    stateDir: temporary.folder,
    sessionDatabase: ':memory:',
    rateLimitPerMinute: 0,
  });
  const app = await createApp({
    distDir: temporary.folder,
    stats: statistics.routes,
    adminAuth,
    trustProxy: options.trustProxy,
    logErrors: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    endpoint: `${base}${STATS_PATH}`,
    statistics,
    async adminHeaders() {
      const answer = await fetch(`${base}/api/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ username: 'admin', password: 'changeme' }),
      });
      const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
      if (!answer.ok || !cookie) throw new Error(`Signing in failed: ${answer.status}`);
      return { cookie };
    },
    async close() {
      await app.close();
      statistics.close();
      adminAuth.close();
      temporary.remove();
    },
  };
}

/** A clock the test moves by hand. */
export function manualClock(start: string | number) {
  let current = typeof start === 'number' ? start : Date.parse(start);
  return {
    now: () => current,
    set(at: string | number) {
      current = typeof at === 'number' ? at : Date.parse(at);
    },
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface StatsAnswer {
  status: number;
  body: { success: boolean; error?: string; data?: Record<string, number> };
}

export async function postJson(endpoint: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as StatsAnswer['body'],
  };
}

export async function getStats(endpoint: string) {
  const response = await fetch(endpoint);
  return (await response.json()) as { success: true; data: Record<string, number> };
}

/** A page view as the client sends it. */
export function view(sessionId: string, pageUrl = '/', referrer = '') {
  return { sessionId, pageUrl, referrer };
}
