/**
 * The statistics server as its own process, for tests that kill it: serves the database named by
 * the first argument on an ephemeral port and prints that port on a line of its own.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import site from '../../../../content/site.json';
import type { SiteSettings } from '../../../../src/content/types.generated';
import { createApp } from '../../../../src/server/app';
import { openVisitorStatistics } from '../../../../src/server/stats';

const databasePath = process.argv[2];
if (!databasePath) throw new Error('Name the database file.');
const statistics = openVisitorStatistics({
  settings: site as SiteSettings,
  databasePath,
  rateLimitPerMinute: 0,
});
// The site itself is not under test: an empty folder stands for it.
const emptySite = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-site-'));
process.on('exit', () => fs.rmSync(emptySite, { recursive: true, force: true }));
const server = http.createServer(createApp({ distDir: emptySite, stats: statistics.handle }));
server.listen(0, '127.0.0.1', () => {
  console.log(`port ${(server.address() as AddressInfo).port}`);
});
