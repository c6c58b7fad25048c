/**
 * `npx tsx scripts/bench/search-first-results.ts [query...]`: how long after navigation a phone on
 * slow 4G with its CPU slowed four times sees the first result of /search?q=…, from the built site
 * (run `npm run build` first), served by the server with its search pages (results in the HTML) and
 * by the same server without them (the prerendered page, results after the scripts and the index).
 * Each query (English; `fees` and `pharmacy` by default) is opened three times with each, in turn;
 * the first render of a query is not cached. A query must find something: the first result is timed.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { createApp } from '../../src/server/app';
import { formatMs } from './measure';
import { formatTable, heading } from './table';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(projectRoot, 'dist');
const buildDir = path.join(projectRoot, 'build');
const RUNS = 3;
/** Lighthouse's slow 4G and mid-range phone CPU, as the bench's dead-window rows use. */
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Notes performance.now() at the first frame that shows a result, and at the first contentful paint. */
const MARK_FIRST_RESULT = `(() => {
  const marks = (window.__searchMarks = {});
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length && marks.paint === undefined) marks.paint = performance.now();
  }).observe({ type: 'paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (marks.result !== undefined || !document.querySelector('main ol > li > article')) return;
    marks.result = -1;
    requestAnimationFrame(() => { marks.result = performance.now(); });
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function serve(withSearchPages: boolean): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = await createApp({
    distDir,
    logErrors: false,
    ...(withSearchPages
      ? {
          searchPages: {
            ssrEntryFile: path.join(buildDir, 'ssr/entry-server.js'),
            workerFile: path.join(buildDir, 'server/search-page-worker.js'),
            rateLimitPerMinute: 0,
            warm: true,
          },
        }
      : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}

async function firstResult(browser: Browser, address: string): Promise<{ paint: number; result: number }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(MARK_FIRST_RESULT);
    await page.goto(address, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => {
        const marks = (window as { __searchMarks?: { result?: number; paint?: number } }).__searchMarks;
        return marks && (marks.result ?? -1) > 0 && marks.paint !== undefined;
      },
      undefined,
      { polling: 20, timeout: 60_000 },
    );
    return await page.evaluate(
      () => (window as unknown as { __searchMarks: { paint: number; result: number } }).__searchMarks,
    );
  } finally {
    await context.close();
  }
}

const queries = process.argv.slice(2).length ? process.argv.slice(2) : ['fees', 'pharmacy'];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const servers = { before: await serve(false), after: await serve(true) };
// The worker loads the bundle and the release before the first search is timed.
await new Promise((resolve) => setTimeout(resolve, 3000));
interface Row {
  query: string;
  run: number;
  server: string;
  paint: number;
  result: number;
}
const rows: Row[] = [];
try {
  for (const query of queries) {
    for (let run = 1; run <= RUNS; run++) {
      for (const [name, server] of Object.entries(servers)) {
        const marks = await firstResult(browser, `${server.origin}/search?q=${encodeURIComponent(query)}`);
        rows.push({ query, run, server: name, ...marks });
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
}
console.log(heading('/search?q=…: first result on a phone (slow 4G, CPU 4x)'));
console.log(
  formatTable<Row>(
    [
      { header: 'query', value: (row) => row.query },
      { header: 'run', value: (row) => String(row.run) },
      { header: 'server', value: (row) => row.server },
      { header: 'first paint', value: (row) => formatMs(row.paint) },
      { header: 'first result', value: (row) => formatMs(row.result) },
    ],
    rows,
  ),
);
