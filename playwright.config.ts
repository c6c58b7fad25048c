import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/lib/chromium';
import { ADMIN_PASSWORD, E2E_STATE_DIR } from './tests/e2e/support/state-dir';

const port = Number(process.env.E2E_PORT ?? 4310);
// The server's state starts afresh each run (the workers load this file too: they leave it be).
if (process.env.TEST_WORKER_INDEX === undefined) fs.rmSync(E2E_STATE_DIR, { recursive: true, force: true });

function shellQuoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A build machine may be several times slower than a developer's: these limits catch a hang, not
  // a slow run (timings are the benchmarks' business).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    trace: 'off',
    // The offline worker is tested by offline.spec.ts, which allows it. Elsewhere a worker left by one
    // page would answer the next page of a shared context from its caches, where a test's routes and
    // network log never see the requests.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    // The statistics are kept in memory, so the tests leave no database behind; every test browser
    // shares one address, so the per-address limits are lifted. The admin password is stored in a
    // state directory of the tests' own (a stored hash of the developer's own stays out of it).
    command: `STATS_DB=:memory: STATS_RATE_LIMIT=0 ADMIN_RATE_LIMIT=0 SEARCH_RATE_LIMIT=0 STATE_DIR=${E2E_STATE_DIR} ADMIN_PASSWORD=${shellQuoted(ADMIN_PASSWORD)} PORT=${port} node ${process.env.BUILD_DIR ?? 'build'}/server/main.js`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
