/**
 * `npm run bench:stats`: requests per second and latency of the visitor statistics endpoint on
 * loopback, for GET and for recorded views (POST), and GET with 10 thousand against 1 million
 * stored views. The server runs in its own process, as under `npm start`. BENCH_SECONDS sets the
 * length of each run (10 by default).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { STATS_PATH } from '../../src/server/stats/endpoint';
import { seedStatistics } from './stats-seed';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const TARGETS = { getPerSecond: 3000, postPerSecond: 1500, p99Ms: 25, largeOverSmall: 1.5 };

interface Server {
  endpoint: string;
  stop(): Promise<void>;
}

function startServer(databasePath: string): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'stats-server.ts'), databasePath],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /port (\d+)/.exec(output)?.[1];
      if (!port) return;
      resolve({
        endpoint: `http://127.0.0.1:${port}${STATS_PATH}`,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`The statistics server ended early (${code}).`)));
  });
}

async function measure(label: string, options: Parameters<typeof autocannon>[0]): Promise<Result> {
  process.stdout.write(`${label}… `);
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ connections: CONNECTIONS, duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} answers were not 2xx and ${result.errors} failed.`);
  }
  console.log(`${Math.round(result.requests.average)} req/s`);
  return result;
}

async function withDatabase<T>(views: number, run: (server: Server) => Promise<T>): Promise<T> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stats-bench-'));
  try {
    const databasePath = path.join(folder, 'stats.sqlite');
    const started = performance.now();
    seedStatistics(databasePath, views);
    console.log(
      `Seeded ${views.toLocaleString('en')} views in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    const server = await startServer(databasePath);
    try {
      return await run(server);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const postView = (endpoint: string) => ({
  url: endpoint,
  method: 'POST' as const,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ sessionId: 'bench-[<id>]', pageUrl: '/fees', referrer: '' }),
  idReplacement: true,
});

const small = await withDatabase(10_000, async ({ endpoint }) => ({
  get: await measure('GET, 10 thousand views', { url: endpoint }),
  post: await measure('POST, new sessions', postView(endpoint)),
}));
const large = await withDatabase(1_000_000, ({ endpoint }) =>
  measure('GET, 1 million views', { url: endpoint }),
);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const perSecond = (result: Result) => Math.round(result.requests.average);
const ratio = large.latency.average / small.get.latency.average;
const rows: [string, string, string, boolean][] = [
  [
    'GET requests/s (10 thousand views)',
    String(perSecond(small.get)),
    `≥ ${TARGETS.getPerSecond}`,
    perSecond(small.get) >= TARGETS.getPerSecond,
  ],
  [
    'GET latency p50 / p99',
    `${ms(small.get.latency.p50)} / ${ms(small.get.latency.p99)}`,
    `p99 < ${TARGETS.p99Ms} ms`,
    small.get.latency.p99 < TARGETS.p99Ms,
  ],
  [
    'POST (view) requests/s',
    String(perSecond(small.post)),
    `≥ ${TARGETS.postPerSecond}`,
    perSecond(small.post) >= TARGETS.postPerSecond,
  ],
  [
    'POST latency p50 / p99',
    `${ms(small.post.latency.p50)} / ${ms(small.post.latency.p99)}`,
    `p99 < ${TARGETS.p99Ms} ms`,
    small.post.latency.p99 < TARGETS.p99Ms,
  ],
  [
    'GET requests/s (1 million views)',
    String(perSecond(large)),
    `≥ ${TARGETS.getPerSecond}`,
    perSecond(large) >= TARGETS.getPerSecond,
  ],
  [
    'GET latency p50 / p99 (1 million views)',
    `${ms(large.latency.p50)} / ${ms(large.latency.p99)}`,
    `p99 < ${TARGETS.p99Ms} ms`,
    large.latency.p99 < TARGETS.p99Ms,
  ],
  [
    'GET mean latency, 1 million ÷ 10 thousand',
    `${ratio.toFixed(2)}×`,
    `≤ ${TARGETS.largeOverSmall}×`,
    ratio <= TARGETS.largeOverSmall,
  ],
];

console.log(
  `\n${CONNECTIONS} connections, ${seconds} s per run, ${os.cpus().length} CPU cores, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
);
console.log('| measure | result | target | met |');
console.log('| --- | --- | --- | --- |');
for (const [measureName, result, target, met] of rows) {
  console.log(`| ${measureName} | ${result} | ${target} | ${met ? 'yes' : 'NO'} |`);
}
