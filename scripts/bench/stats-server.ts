/**
 * The statistics server on its own, for the benchmark and the durability tests: serves the
 * database named by the first argument on an ephemeral port, with no rate limit, and prints that
 * port. The site is the twenty pages the tests view and the forty the seed fills in (/page-N) and
 * /fees, so every view they send is of a page the site has.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import site from '../../content/site.json';
import type { SiteSettings } from '../../src/content/types.generated';
import { createApp } from '../../src/server/app';
import { fromPaths } from '../../src/server/site-pages';
import { openVisitorStatistics } from '../../src/server/stats';

const SEEDED_PAGES = 40;

const databasePath = process.argv[2];
if (!databasePath) throw new Error('Name the database file.');
const settings = site as SiteSettings;
const statistics = openVisitorStatistics({
  // The seeded year of views is kept whole, so the database holds as many views as it says.
  settings: { ...settings, statistics: { ...settings.statistics, retentionDays: 400 } },
  databasePath,
  pages: fromPaths(['/', '/fees', ...Array.from({ length: SEEDED_PAGES }, (_, index) => `/page-${index}`)]),
  rateLimitPerMinute: 0,
});
// Only the endpoint is measured: an empty folder stands for the site's files.
const emptySite = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-site-'));
const app = await createApp({ distDir: emptySite, stats: statistics.routes });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`port ${(app.server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => {
  void app.close().finally(() => {
    statistics.close();
    fs.rmSync(emptySite, { recursive: true, force: true });
    process.exit(0);
  });
});
