/**
 * `npm start` runs this after the build: one Node server for the prerendered site and the visitor
 * statistics endpoint. PORT and HOST choose where it listens; DIST_DIR where the site is;
 * STATS_DB where the statistics database is (default data/visitor-stats.sqlite; ':memory:' keeps
 * nothing); STATS_RATE_LIMIT overrides the settings' requests per minute per address (0: none).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import site from '../../content/site.json';
import type { SiteSettings } from '../content/types.generated';
import { createApp } from './app';
import { defaultDatabasePath, openVisitorStatistics } from './stats';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.join(here, '../..');
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(projectRoot, 'dist'));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const statistics = openVisitorStatistics({
  settings: site as SiteSettings,
  databasePath: process.env.STATS_DB ?? defaultDatabasePath(projectRoot),
  rateLimitPerMinute: process.env.STATS_RATE_LIMIT ? Number(process.env.STATS_RATE_LIMIT) : undefined,
});
const server = http.createServer(createApp({ distDir, stats: statistics.handle }));
server.keepAliveTimeout = 65_000;

server.listen(port, host, () => {
  const { port: listening } = server.address() as AddressInfo;
  console.log(`Serving ${path.relative(process.cwd(), distDir) || '.'} at http://${host}:${listening}`);
});

function shutdown(signal: string) {
  console.log(`${signal} received: closing the server.`);
  const exit = () => {
    statistics.close();
    process.exit(0);
  };
  server.close(exit);
  server.closeIdleConnections();
  setTimeout(exit, 5000).unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
