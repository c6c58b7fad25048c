/**
 * The statistics server on its own, for the benchmark: serves the database named by the first
 * argument on an ephemeral port, with no rate limit, and prints that port.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import site from '../../content/site.json';
import type { SiteSettings } from '../../src/content/types.generated';
import { createApp } from '../../src/server/app';
import { openVisitorStatistics } from '../../src/server/stats';

const databasePath = process.argv[2];
if (!databasePath) throw new Error('Name the database file.');
const settings = site as SiteSettings;
const statistics = openVisitorStatistics({
  // The seeded year of views is kept whole, so the database holds as many views as it says.
  settings: { ...settings, statistics: { ...settings.statistics, retentionDays: 400 } },
  databasePath,
  rateLimitPerMinute: 0,
});
// Only the endpoint is measured: an empty folder stands for the site.
const emptySite = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-site-'));
const server = http.createServer(createApp({ distDir: emptySite, stats: statistics.handle }));
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  statistics.close();
  fs.rmSync(emptySite, { recursive: true, force: true });
  process.exit(0);
});
