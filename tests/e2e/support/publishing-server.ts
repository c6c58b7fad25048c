import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { ADMIN_PASSWORD } from './state-dir';

/**
 * A server of the tests' own for publishing: publishing changes the content folder and the site, so
 * it runs on a copy of the build and of content/, never on the files the shared test server serves.
 */
export interface PublishingServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The server's CONTENT_DIR (a copy of content/). */
  contentDir: string;
  /** The server's STATE_DIR (revisions.sqlite, the admin password's hash, the sessions). */
  stateDir: string;
}

const repoRoot = process.cwd();
const buildDir = path.join(repoRoot, process.env.BUILD_DIR ?? 'build');
const liveReleaseLink = path.join(repoRoot, 'dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Hard links, as `cp -al` makes them: the copy costs no space, and the server replaces files rather than writing into them. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  execFileSync('cp', ['-al', from, to]);
}

/**
 * The build laid out as the server expects it (it finds its releases folder beside its own bundle):
 * <root>/build/{server,ssr,releases/<live>}, <root>/dist linked to the live release, and the server's
 * packages reached through <root>/node_modules.
 */
function copyBuild(root: string): void {
  if (!fs.existsSync(liveReleaseLink))
    throw new Error(`${liveReleaseLink} is missing: run npm run build first.`);
  const liveRelease = fs.realpathSync(liveReleaseLink);
  for (const part of ['server', 'ssr']) linkTree(path.join(buildDir, part), path.join(root, 'build', part));
  const releaseCopy = path.join(root, 'build', 'releases', path.basename(liveRelease));
  linkTree(liveRelease, releaseCopy);
  fs.symlinkSync(path.relative(root, releaseCopy), path.join(root, 'dist'), 'dir');
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
}

async function waitUntilServing(origin: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The publishing server stopped:\n${output()}`);
    const answer = await fetch(`${origin}/`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The publishing server did not answer within 30 s:\n${output()}`);
}

async function startPublishingServer(): Promise<{ server: PublishingServer; stop: () => Promise<void> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'college-publishing-e2e-'));
  copyBuild(root);
  const contentDir = path.join(root, 'content');
  fs.cpSync(path.join(repoRoot, 'content'), contentDir, { recursive: true });
  const stateDir = path.join(root, 'state');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'build', 'server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CONTENT_DIR: contentDir,
      STATE_DIR: stateDir,
      STATS_DB: ':memory:',
      STATS_RATE_LIMIT: '0',
      ADMIN_RATE_LIMIT: '0',
      ADMIN_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(origin, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server: { origin, contentDir, stateDir }, stop };
}

/**
 * One isolated publishing server per worker; each test's baseURL is its address, so page.goto('/x')
 * and page.request reach it.
 */
export const test = base.extend<object, { publishingServer: PublishingServer }>({
  publishingServer: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { server, stop } = await startPublishingServer();
      await provide(server);
      await stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ publishingServer }, provide) => provide(publishingServer.origin),
});

export { expect };

/** Signs the context of this request client in through the server (its cookie is kept by the context). */
export async function signIn(request: APIRequestContext, origin: string): Promise<void> {
  const answer = await request.post('/api/admin/session', {
    data: { username: 'admin', password: ADMIN_PASSWORD },
    headers: { origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Signs in through the form at /admin/login, as an administrator does. */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in, the dashboard is there, though the offer of edits kept in this browser may cover it.
  // It is a page load of the admin's app (the sign-in page loads none of it), slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', includeHidden: true })).toBeAttached({
    timeout: 15_000,
  });
}

/** How long a publish may take to be live: a page re-render takes seconds on a loaded machine. */
export const LIVE_WITHIN_MS = 30_000;

/** The Publish button's word that the revision it wrote is served. */
export const publishedStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Published: revision \d+ is live\.$/ });

/** A browser of its own (another device), signed in through the form. */
export async function signedInBrowser(
  browser: Browser,
  server: PublishingServer,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await signInThroughForm(page);
  return { context, page };
}
