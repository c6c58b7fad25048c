/**
 * The publishing part of the bench: how long a publish takes to reach a new visitor, and what a
 * render costs the visitors being served meanwhile. It starts a server of its own on a copy of the
 * build and of content/ (its own state folder and port), so the repository's content and dist are
 * never touched, then, signed in as the admin:
 * - publishes one page's text a few times and times, from sending the publish, until a request with
 *   no cookie (a new visitor) is served the new text;
 * - does the same for a change to the menu (navigation, on every page);
 * - while the menu publishes render, sends a mix of pages and assets from several connections and
 *   keeps each request's time;
 * - counts the pages each release rendered anew (its HTML files that are not links to the previous
 *   release's) to give the render time per page.
 * `npm run bench` prints it with the other tables; `tsx scripts/bench/publish.ts` runs it alone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { localizedPath } from '../../src/content/site-path';
import {
  PUBLISH_API,
  PUBLISH_STATUS_API,
  type PublishAccepted,
  type PublishStatus,
} from '../../src/content/publishing';
import { liveReleaseOf } from '../../src/server/releases/release-folders';
import { pageRoutes } from '../lib/page-routes';
import { buildDir, contentDir, distDir, projectRoot } from '../lib/paths';
import { ensureBuilt } from './build-facts';
import { formatMs, median } from './measure';
import { startServer, type RunningServer } from './server';
import { formatTable, formatTargets, heading, type TargetResult } from './table';

export const TARGET_PAGE_TO_LIVE_MS = 3000;
export const TARGET_MENU_TO_LIVE_MS = 15_000;
export const TARGET_LOAD_P99_MS = 50;
const PAGE_RUNS = 5;
const MENU_RUNS = 3;
/** Connections requesting pages and assets at once while a publish renders. */
const LOAD_CONNECTIONS = 8;
/** How long the same requests are sent with nothing publishing, for comparison. */
const IDLE_LOAD_MS = 5000;
/** How often a new visitor's request is repeated while waiting for the new text. */
const POLL_INTERVAL_MS = 25;
/** A publish not live by then is reported as failed rather than waited for. */
const LIVE_TIMEOUT_MS = 120_000;
/** The page whose text is published, and the page read to see the menu change. */
const EDITED_PAGE = 'pages/about';
const EDITED_PAGE_ADDRESS = '/about';
const MENU_CHECK_ADDRESS = '/contacts';

export type PublishKind = 'page text' | 'menu';

/** One publish made live. */
export interface PublishRun {
  kind: PublishKind;
  /** From sending the publish until a new visitor is served the new text. */
  toLiveMs: number;
  /** From the publish being accepted (the revision written) until the new release is served. */
  renderMs: number;
  /** The HTML files the release rendered anew (both languages, not-found pages included). */
  pagesRendered: number;
}

/** Static requests served while publishes rendered. */
export interface LoadFigures {
  requests: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface PublishBench {
  runs: PublishRun[];
  /** While the menu publishes rendered. */
  load: LoadFigures;
  /** The same requests for as long, with nothing publishing: what the machine gives without a render. */
  idleLoad: LoadFigures;
}

/** The value at a fraction of the sorted values (nearest rank); NaN for none. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export function loadFigures(latenciesMs: number[], failed: number): LoadFigures {
  return {
    requests: latenciesMs.length + failed,
    failed,
    p50Ms: percentile(latenciesMs, 0.5),
    p99Ms: percentile(latenciesMs, 0.99),
    maxMs: latenciesMs.length === 0 ? Number.NaN : Math.max(...latenciesMs),
  };
}

function msPerPage(run: PublishRun): number {
  return run.pagesRendered === 0 ? Number.NaN : run.renderMs / run.pagesRendered;
}

export function publishRunsTable(runs: PublishRun[]): string {
  return formatTable<PublishRun>(
    [
      { header: 'publish', value: (run) => run.kind, align: 'left' },
      { header: 'to new visitor', value: (run) => formatMs(run.toLiveMs) },
      { header: 'render', value: (run) => formatMs(run.renderMs) },
      { header: 'pages rendered', value: (run) => String(run.pagesRendered) },
      { header: 'per page', value: (run) => `${msPerPage(run).toFixed(1)} ms` },
    ],
    runs,
  );
}

/** Each kind of publish: medians over its runs. */
export function publishSummaryTable(runs: PublishRun[]): string {
  const kinds = [...new Set(runs.map((run) => run.kind))];
  const rows = kinds.map((kind) => {
    const ofKind = runs.filter((run) => run.kind === kind);
    return {
      kind,
      count: ofKind.length,
      toLiveMs: median(ofKind.map((run) => run.toLiveMs)),
      renderMs: median(ofKind.map((run) => run.renderMs)),
      pagesRendered: median(ofKind.map((run) => run.pagesRendered)),
      msPerPage: median(ofKind.map(msPerPage)),
    };
  });
  return formatTable<(typeof rows)[number]>(
    [
      { header: 'publish (median)', value: (row) => row.kind, align: 'left' },
      { header: 'runs', value: (row) => String(row.count) },
      { header: 'to new visitor', value: (row) => formatMs(row.toLiveMs) },
      { header: 'render', value: (row) => formatMs(row.renderMs) },
      { header: 'pages rendered', value: (row) => String(row.pagesRendered) },
      { header: 'render per page', value: (row) => `${row.msPerPage.toFixed(1)} ms` },
    ],
    rows,
  );
}

export function loadTable(rows: { when: string; load: LoadFigures }[]): string {
  return formatTable<{ when: string; load: LoadFigures }>(
    [
      { header: 'static requests', value: (row) => row.when, align: 'left' },
      { header: 'requests', value: ({ load }) => String(load.requests) },
      { header: 'failed', value: ({ load }) => String(load.failed) },
      { header: 'p50', value: ({ load }) => `${load.p50Ms.toFixed(1)} ms` },
      { header: 'p99', value: ({ load }) => `${load.p99Ms.toFixed(1)} ms` },
      { header: 'max', value: ({ load }) => `${load.maxMs.toFixed(1)} ms` },
    ],
    rows,
  );
}

export function publishTargets({ runs, load }: PublishBench): TargetResult[] {
  const medianOf = (kind: PublishKind) =>
    median(runs.filter((run) => run.kind === kind).map((run) => run.toLiveMs));
  const page = medianOf('page text');
  const menu = medianOf('menu');
  return [
    {
      target: `page text live for a new visitor ≤ ${formatMs(TARGET_PAGE_TO_LIVE_MS)} (median)`,
      measured: formatMs(page),
      pass: page <= TARGET_PAGE_TO_LIVE_MS,
    },
    {
      target: `menu live for a new visitor ≤ ${formatMs(TARGET_MENU_TO_LIVE_MS)} (median)`,
      measured: formatMs(menu),
      pass: menu <= TARGET_MENU_TO_LIVE_MS,
    },
    {
      target: `static requests while rendering: p99 < ${TARGET_LOAD_P99_MS} ms`,
      measured: `${load.p99Ms.toFixed(1)} ms`,
      pass: load.p99Ms < TARGET_LOAD_P99_MS,
    },
    {
      target: 'static requests while rendering: 0 failed',
      measured: `${load.failed} of ${load.requests}`,
      pass: load.requests > 0 && load.failed === 0,
    },
  ];
}

export function printPublishing(figures: PublishBench): TargetResult[] {
  console.log(heading('Publishing: from Publish to a new visitor, and static requests meanwhile'));
  console.log(publishRunsTable(figures.runs));
  console.log(`\n${publishSummaryTable(figures.runs)}`);
  console.log(
    `\nPages and assets requested in turn over ${LOAD_CONNECTIONS} keep-alive connections, first with nothing publishing:`,
  );
  console.log(
    loadTable([
      { when: 'nothing publishing', load: figures.idleLoad },
      { when: 'while the menu renders', load: figures.load },
    ]),
  );
  const targets = publishTargets(figures);
  console.log(`\n${formatTargets(targets)}`);
  return targets;
}

/** A server of its own: a copy of the build's server, SSR bundle and live release, and of content/. */
interface IsolatedSite {
  server: RunningServer;
  root: string;
  contentDir: string;
  distLink: string;
  password: string;
}

function withEnvironment<T>(variables: Record<string, string>, run: () => Promise<T>): Promise<T> {
  // startServer passes this process's environment to the server it starts.
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  Object.assign(process.env, variables);
  return run().finally(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}

async function startIsolatedSite(): Promise<IsolatedSite> {
  const liveRelease = liveReleaseOf(distDir) ?? path.resolve(distDir);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-bench-'));
  try {
    const copiedBuild = path.join(root, 'build');
    for (const part of ['server', 'ssr']) {
      fs.cpSync(path.join(buildDir, part), path.join(copiedBuild, part), { recursive: true });
    }
    const release = path.join(copiedBuild, 'releases', path.basename(liveRelease));
    fs.cpSync(liveRelease, release, { recursive: true });
    const distLink = path.join(root, 'dist');
    fs.symlinkSync(path.relative(root, release), distLink, 'dir');
    const copiedContent = path.join(root, 'content');
    fs.cpSync(contentDir, copiedContent, { recursive: true });
    // The built server is an ES module importing its runtime packages: the project's, found from the copy.
    fs.copyFileSync(path.join(projectRoot, 'package.json'), path.join(root, 'package.json'));
    fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const stateDir = path.join(root, 'state');
    fs.mkdirSync(stateDir);
    const password = crypto.randomBytes(12).toString('hex');
    const server = await withEnvironment(
      {
        CONTENT_DIR: copiedContent,
        STATE_DIR: stateDir,
        ADMIN_PASSWORD: password,
        ADMIN_RATE_LIMIT: '0',
        STATS_RATE_LIMIT: '0',
      },
      () => startServer(copiedBuild, distLink),
    );
    return { server, root, contentDir: copiedContent, distLink, password };
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

async function signIn(origin: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'admin', password }),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!response.ok || cookie === '') throw new Error(`Signing in failed: HTTP ${response.status}`);
  return cookie;
}

async function publishStatus(origin: string, cookie: string): Promise<PublishStatus> {
  const response = await fetch(`${origin}${PUBLISH_STATUS_API}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`The publish status answered HTTP ${response.status}`);
  return (await response.json()) as PublishStatus;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until a request with no cookie gets a page containing the text. */
async function untilServed(origin: string, address: string, text: string): Promise<void> {
  const deadline = performance.now() + LIVE_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const response = await fetch(`${origin}${address}`);
    if ((await response.text()).includes(text)) return;
    await pause(POLL_INTERVAL_MS);
  }
  throw new Error(`${address} did not show the published text within ${LIVE_TIMEOUT_MS / 1000} s`);
}

/** Waits until the status says the revision is live (the dist link then points at its release). */
async function untilLive(origin: string, cookie: string, revision: number): Promise<void> {
  const deadline = performance.now() + LIVE_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const { render } = await publishStatus(origin, cookie);
    if (render.state === 'failed' && render.revision === revision) {
      throw new Error(`Revision ${revision} could not be made live: ${render.error}`);
    }
    if (render.state === 'live' && render.revision >= revision) return;
    await pause(POLL_INTERVAL_MS);
  }
  throw new Error(`Revision ${revision} was not live within ${LIVE_TIMEOUT_MS / 1000} s`);
}

/** The HTML files of a release that are not the same file (hard link) as in the release before it. */
function pagesRenderedAnew(previousRelease: string, release: string): number {
  let count = 0;
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(release, relative), { withFileTypes: true })) {
      const file = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const before = fs.statSync(path.join(previousRelease, file), { throwIfNoEntry: false });
        if (before?.ino !== fs.statSync(path.join(release, file)).ino) count++;
      }
    }
  };
  walk('');
  return count;
}

/** A distinct word to publish and look for: letters and digits only, so no markup escapes it. */
function marker(kind: PublishKind, run: number): string {
  return `bench${kind === 'menu' ? 'menu' : 'page'}${run}x${crypto.randomBytes(4).toString('hex')}`;
}

interface Publication {
  kind: PublishKind;
  documents: Record<string, unknown>;
  label: string;
  /** The address a new visitor reads, and the text it must show once live. */
  address: string;
  text: string;
}

async function publishAndTime(
  site: IsolatedSite,
  cookie: string,
  publication: Publication,
): Promise<PublishRun> {
  const { origin } = site.server;
  const previousRelease = liveReleaseOf(site.distLink)!;
  const { revision: baseRevision } = await publishStatus(origin, cookie);
  const sent = performance.now();
  const response = await fetch(`${origin}${PUBLISH_API}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ baseRevision, documents: publication.documents, labels: [publication.label] }),
  });
  if (response.status !== 200) {
    throw new Error(
      `Publishing ${publication.kind} answered HTTP ${response.status}: ${await response.text()}`,
    );
  }
  const accepted = (await response.json()) as PublishAccepted;
  const acceptedAt = performance.now();
  await untilServed(origin, publication.address, publication.text);
  const servedAt = performance.now();
  await untilLive(origin, cookie, accepted.revision);
  return {
    kind: publication.kind,
    toLiveMs: servedAt - sent,
    renderMs: servedAt - acceptedAt,
    pagesRendered: pagesRenderedAnew(previousRelease, liveReleaseOf(site.distLink)!),
  };
}

function readDocument(site: IsolatedSite, id: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(site.contentDir, `${id}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

interface Localized {
  en: string;
  sw: string;
}

function pageTextPublication(site: IsolatedSite, run: number): Publication {
  const page = structuredClone(readDocument(site, EDITED_PAGE)) as {
    components: { type: string; content: { text: Localized } }[];
  };
  const paragraph = page.components.find((component) => component.type === 'paragraph');
  if (!paragraph) throw new Error(`${EDITED_PAGE} has no paragraph to edit`);
  const text = marker('page text', run);
  paragraph.content.text.en = `${paragraph.content.text.en.replace(/ bench\w+$/, '')} ${text}`;
  return {
    kind: 'page text',
    documents: { [EDITED_PAGE]: page },
    label: `Changed a paragraph of '${EDITED_PAGE_ADDRESS}'`,
    address: EDITED_PAGE_ADDRESS,
    text,
  };
}

function menuPublication(site: IsolatedSite, run: number): Publication {
  const navigation = structuredClone(readDocument(site, 'navigation')) as {
    items: { label: Localized }[];
  };
  const first = navigation.items[0];
  if (!first) throw new Error('The menu has no item to edit');
  const text = marker('menu', run);
  first.label.en = `${first.label.en.replace(/ bench\w+$/, '')} ${text}`;
  return {
    kind: 'menu',
    documents: { navigation },
    label: 'Renamed the first menu item',
    address: MENU_CHECK_ADDRESS,
    text,
  };
}

/** Pages in both languages and the release's assets, the mix a visitor's browser asks for. */
function staticAddresses(site: IsolatedSite): string[] {
  const routes = pageRoutes(path.join(site.contentDir, 'pages'));
  const pages = routes.flatMap((route) => [route, localizedPath(route, 'sw')]);
  const assetsDir = path.join(site.distLink, 'assets');
  const assets = fs
    .readdirSync(assetsDir)
    .filter((name) => /\.(js|css|woff2)$/.test(name))
    .map((name) => `/assets/${name}`);
  return [...pages, ...assets];
}

/** Requests the addresses in turn from several keep-alive connections until stopped. */
function startLoad(origin: string, addresses: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD_CONNECTIONS });
  const latencies: number[] = [];
  let failed = 0;
  let running = true;
  let next = 0;
  const request = (address: string) =>
    new Promise<boolean>((resolve) => {
      const outgoing = http.get(
        `${origin}${address}`,
        { agent, headers: { 'accept-encoding': 'br, gzip' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode === 200));
          response.on('error', () => resolve(false));
        },
      );
      outgoing.on('error', () => resolve(false));
    });
  const connection = async () => {
    while (running) {
      const address = addresses[next++ % addresses.length]!;
      const started = performance.now();
      if (await request(address)) latencies.push(performance.now() - started);
      else failed++;
    }
  };
  const connections = Array.from({ length: LOAD_CONNECTIONS }, connection);
  return {
    stop: async () => {
      running = false;
      await Promise.all(connections);
      agent.destroy();
      return { latencies, failed };
    },
  };
}

function progress(text: string) {
  process.stderr.write(`${text}\n`);
}

export async function measurePublishing(): Promise<PublishBench> {
  progress('Publishing: starting a server on a copy of the build and the content...');
  const site = await startIsolatedSite();
  try {
    const cookie = await signIn(site.server.origin, site.password);
    const runs: PublishRun[] = [];
    for (let run = 1; run <= PAGE_RUNS; run++) {
      progress(`Publishing: page text ${run}/${PAGE_RUNS}`);
      runs.push(await publishAndTime(site, cookie, pageTextPublication(site, run)));
    }
    const addresses = staticAddresses(site);
    progress(`Publishing: static requests for ${IDLE_LOAD_MS / 1000} s with nothing publishing`);
    const idle = startLoad(site.server.origin, addresses);
    await pause(IDLE_LOAD_MS);
    const idleServed = await idle.stop();
    const latencies: number[] = [];
    let failed = 0;
    for (let run = 1; run <= MENU_RUNS; run++) {
      progress(`Publishing: menu ${run}/${MENU_RUNS}, with static requests meanwhile`);
      const load = startLoad(site.server.origin, addresses);
      try {
        runs.push(await publishAndTime(site, cookie, menuPublication(site, run)));
      } finally {
        const served = await load.stop();
        latencies.push(...served.latencies);
        failed += served.failed;
      }
    }
    return {
      runs,
      load: loadFigures(latencies, failed),
      idleLoad: loadFigures(idleServed.latencies, idleServed.failed),
    };
  } finally {
    await site.server.stop();
    fs.rmSync(site.root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureBuilt(distDir, buildDir, 'if-missing');
  printPublishing(await measurePublishing());
}
