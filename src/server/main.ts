/**
 * `npm start` runs this after the build: one Node server for the prerendered site, the visitor
 * statistics endpoint and the admin's sign-in. Its environment (see settings.ts and the README) is
 * checked first: a value it cannot use, or the default admin password on an address other than
 * this machine's own, stops it with a message and exit code 2.
 *
 * `node build/server/main.js admin-password` asks for a new admin password instead (what
 * `npm run admin:password` does, for a server installed without its development tools).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AdminPasswordError, openAdminAuth, type AdminAuth } from './admin-auth';
import { promptForPassword } from './admin-auth/prompt';
import { createApp } from './app';
import { readContentDocument } from './content-folder';
import type { SiteSettings } from '../content/types.generated';
import { isLoopback, readServerSettings, SettingsError, type ServerSettings } from './settings';
import { LiveRelease } from './releases/live-release';
import { builtReleaseSetup, releaseRenderer } from './releases/render-release';
import { publishingSettings, type PublishingSettings } from './publishing';
import type { SearchPagesOptions } from './search-pages';
import { openVisitorStatistics } from './stats';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.join(here, '../..');
/** The first socket systemd passes (sd_listen_fds(3)). */
const SD_LISTEN_FDS_START = 3;

let settings: ServerSettings;
let publishing: PublishingSettings;
try {
  settings = readServerSettings(process.env, projectRoot);
  publishing = publishingSettings(process.env, projectRoot);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(2);
}

if (process.argv[2] === 'admin-password') process.exit(await promptForPassword(settings.stateDir));

let adminAuth: AdminAuth;
try {
  adminAuth = await openAdminAuth({
    stateDir: settings.stateDir,
    initialPassword: process.env.ADMIN_PASSWORD,
    rateLimitPerMinute: settings.adminRateLimitPerMinute,
  });
} catch (error) {
  if (!(error instanceof AdminPasswordError)) throw error;
  console.error(`The server cannot start:\n  ${error.message}`);
  process.exit(2);
}
if (adminAuth.usesDefaultPassword && !isLoopback(settings.host)) {
  console.error(
    `The server cannot start: the admin password is still the default "changeme", and HOST=${settings.host} lets other machines reach the admin.\n` +
      '  Set a password first: ADMIN_PASSWORD=... npm start (stored on this first start), or npm run admin:password\n' +
      '  (node build/server/main.js admin-password where only the built server is installed).',
  );
  process.exit(2);
}

const { distDir } = settings;
// The release dist/ points at now; the publish step switches it in-process (src/server/releases).
const release = new LiveRelease(distDir);
const pages = release.pages;
// The settings of the content the release was rendered from (or, before any build, of the content
// folder): a published change to them reaches the pages' security policy with the release; the
// statistics store reads them once, at start.
const site = release.site ?? (readContentDocument(publishing.contentDir, 'site') as SiteSettings | null);
if (!site) {
  console.error(
    `The server cannot start: neither ${distDir} nor ${publishing.contentDir} holds the site's settings (site.json).`,
  );
  process.exit(2);
}
/** Makes a published revision live: renderRelease({ contentDir, changedIds, revision }) (see render-release.ts). */
const releaseSetup = builtReleaseSetup(release, distDir, here);
export const renderRelease = releaseRenderer(releaseSetup);
const statistics = openVisitorStatistics({
  settings: site,
  databasePath: settings.statsDatabase,
  pages,
  rateLimitPerMinute: settings.rateLimitPerMinute,
});
const app = await createApp({
  distDir,
  release,
  pages,
  stats: statistics.routes,
  adminAuth,
  publishing: {
    ...publishing,
    render: (changedIds, revision) =>
      renderRelease({ contentDir: publishing.contentDir, changedIds, revision }),
  },
  searchPages: searchPagesSetup(),
  trustProxy: settings.trustProxy,
});

// A request that fails is answered and logged by the app; anything that still escapes is logged
// here, and the server goes on serving the other requests.
process.on('uncaughtException', (error) => app.log.error({ err: error }, 'Uncaught exception'));
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'Unhandled rejection'));

const served = path.relative(process.cwd(), distDir) || '.';
if (inheritsSocket()) {
  // Started by a systemd socket unit, which holds the port: connections made while the server
  // restarts wait in the kernel's queue instead of being refused.
  await app.ready();
  await new Promise<void>((resolve) => app.server.listen({ fd: SD_LISTEN_FDS_START }, resolve));
  console.log(`Serving ${served} on the socket systemd passed (LISTEN_FDS)`);
} else {
  await app.listen({ port: settings.port, host: settings.host });
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : settings.port;
  console.log(`Serving ${served} at http://${settings.host}:${listening}`);
}

function shutdown(signal: string) {
  console.log(`${signal} received: closing the server.`);
  const exit = () => {
    statistics.close();
    adminAuth.close();
    process.exit(0);
  };
  app.server.close();
  void app.close().then(exit, exit);
  setTimeout(exit, 5000).unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));

/** Search pages with their results, where the SSR bundle is installed beside the server; else the prerendered page. */
function searchPagesSetup(): SearchPagesOptions | undefined {
  if (!fs.existsSync(releaseSetup.ssrEntryFile)) {
    console.warn(
      `No SSR bundle at ${releaseSetup.ssrEntryFile}: /search?q=… is answered with the prerendered page, whose scripts search.`,
    );
    return undefined;
  }
  return {
    ssrEntryFile: releaseSetup.ssrEntryFile,
    workerFile: path.join(here, 'search-page-worker.js'),
    rateLimitPerMinute: settings.searchRateLimitPerMinute,
    warm: true,
  };
}

function inheritsSocket(): boolean {
  return process.env.LISTEN_FDS === '1' && process.env.LISTEN_PID === String(process.pid);
}
