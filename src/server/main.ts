/**
 * `npm start` runs this after the build: one Node server for the prerendered site and the visitor
 * statistics endpoint. Its environment (see settings.ts and the README) is checked first: a value
 * it cannot use stops it with a message naming the variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import site from '../../content/site.json';
import type { SiteSettings } from '../content/types.generated';
import { createApp } from './app';
import { readServerSettings, SettingsError, type ServerSettings } from './settings';
import { LiveRelease } from './releases/live-release';
import { builtReleaseSetup, releaseRenderer } from './releases/render-release';
import { openVisitorStatistics } from './stats';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.join(here, '../..');

let settings: ServerSettings;
try {
  settings = readServerSettings(process.env, projectRoot);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(2);
}

const { distDir } = settings;
// The release dist/ points at now; the publish step switches it in-process (src/server/releases).
const release = new LiveRelease(distDir);
const pages = release.pages;
/** Makes a published revision live: renderRelease({ contentDir, changedIds, revision }) (see render-release.ts). */
export const renderRelease = releaseRenderer(builtReleaseSetup(release, distDir, here));
const statistics = openVisitorStatistics({
  settings: site as SiteSettings,
  databasePath: settings.statsDatabase,
  pages,
  rateLimitPerMinute: settings.rateLimitPerMinute,
});
const app = await createApp({
  distDir,
  release,
  pages,
  stats: statistics.routes,
  site: site as SiteSettings,
  trustProxy: settings.trustProxy,
});

// A request that fails is answered and logged by the app; anything that still escapes is logged
// here, and the server goes on serving the other requests.
process.on('uncaughtException', (error) => app.log.error({ err: error }, 'Uncaught exception'));
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'Unhandled rejection'));

await app.listen({ port: settings.port, host: settings.host });
const address = app.server.address();
const listening = typeof address === 'object' && address ? address.port : settings.port;
console.log(
  `Serving ${path.relative(process.cwd(), distDir) || '.'} at http://${settings.host}:${listening}`,
);

function shutdown(signal: string) {
  console.log(`${signal} received: closing the server.`);
  const exit = () => {
    statistics.close();
    process.exit(0);
  };
  void app.close().then(exit, exit);
  setTimeout(exit, 5000).unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
