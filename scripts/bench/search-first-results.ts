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
import { createApp } from '../../src/server/app';
import { launchChromium } from './first-view';
import { formatMs } from './measure';
import { firstSearchResult } from './phone-views';
import { formatTable, heading } from './table';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(projectRoot, 'dist');
const buildDir = path.join(projectRoot, 'build');
const RUNS = 3;

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

const queries = process.argv.slice(2).length ? process.argv.slice(2) : ['fees', 'pharmacy'];
const browser = await launchChromium();
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
        const marks = await firstSearchResult(
          browser,
          `${server.origin}/search?q=${encodeURIComponent(query)}`,
        );
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
