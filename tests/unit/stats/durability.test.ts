import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { STATS_PATH } from '../../../src/server/stats';
import { getStats, postJson, temporaryFolder, view } from './support/server';

const mainScript = path.join(import.meta.dirname, '../../../src/server/main.ts');
const serverProcess = path.join(import.meta.dirname, '../../../scripts/bench/stats-server.ts');

function startProcess(databasePath: string): Promise<{ child: ChildProcess; endpoint: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverProcess, databasePath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /port (\d+)/.exec(output)?.[1];
      if (port) resolve({ child, endpoint: `http://127.0.0.1:${port}${STATS_PATH}` });
    });
    child.on('exit', (code) => reject(new Error(`The server process ended early (${code}).`)));
  });
}

function storedSessionKeys(databasePath: string): Set<string> {
  const db = new Database(databasePath, { readonly: true });
  try {
    const rows = db.prepare('SELECT session_key FROM sessions').all() as { session_key: string }[];
    return new Set(rows.map((row) => row.session_key));
  } finally {
    db.close();
  }
}

describe('the statistics store keeps every acknowledged view', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('counts 50 concurrent clients sending 100 views each exactly', async () => {
    const temporary = temporaryFolder();
    cleanups.push(temporary.remove);
    const databasePath = path.join(temporary.folder, 'stats.sqlite');
    // In its own process, as in production, so the clients do not share its event loop.
    const server = await startProcess(databasePath);
    cleanups.push(() => server.child.kill('SIGKILL'));

    const clients = Array.from({ length: 50 }, async (_, client) => {
      for (let index = 0; index < 100; index++) {
        // Every client is one visitor reading 20 pages and four more visitors' first pages.
        const sessionId = index % 5 === 0 ? `client-${client}-visitor-${index}` : `client-${client}-reader`;
        const answer = await postJson(server.endpoint, view(sessionId, `/page-${index % 20}`));
        expect(answer.status).toBe(200);
      }
    });
    await Promise.all(clients);

    const { data } = await getStats(server.endpoint);
    expect(data).toMatchObject({ online: 50 * 21, today: 50 * 21, yearly: 50 * 21, total: 50 * 21 });
    const db = new Database(databasePath, { readonly: true });
    try {
      expect(db.prepare('SELECT COUNT(*) AS n FROM page_views').get()).toEqual({ n: 5000 });
      expect(db.prepare('SELECT SUM(page_views) AS n FROM daily_totals').get()).toEqual({ n: 5000 });
      expect(db.prepare('SELECT SUM(views) AS n FROM daily_page_views').get()).toEqual({ n: 5000 });
    } finally {
      db.close();
    }
  }, 180_000);

  it('loses none of them when the server is killed with SIGKILL mid-stream', async () => {
    const temporary = temporaryFolder();
    cleanups.push(temporary.remove);
    const databasePath = path.join(temporary.folder, 'stats.sqlite');
    const first = await startProcess(databasePath);
    cleanups.push(() => first.child.kill('SIGKILL'));

    const acknowledged: string[] = [];
    let killed = false;
    const stream = Array.from({ length: 4 }, async (_, lane) => {
      for (let index = 0; !killed; index++) {
        const sessionId = `lane-${lane}-view-${index}`;
        try {
          const answer = await postJson(first.endpoint, view(sessionId, '/fees'));
          if (answer.status === 200) acknowledged.push(sessionId);
        } catch {
          return; // the server is gone
        }
        if (acknowledged.length >= 400 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(stream);
    await new Promise((resolve) =>
      first.child.exitCode !== null || first.child.signalCode
        ? resolve(null)
        : first.child.once('exit', resolve),
    );
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await startProcess(databasePath);
    cleanups.push(() => second.child.kill('SIGKILL'));
    const { data } = await getStats(second.endpoint);
    expect(data.total).toBeGreaterThanOrEqual(acknowledged.length);
    const stored = storedSessionKeys(databasePath);
    expect(acknowledged.filter((sessionId) => !stored.has(sessionId))).toEqual([]);
  }, 120_000);

  it('closes the database cleanly on SIGTERM, leaving no write-ahead log', async () => {
    const temporary = temporaryFolder();
    cleanups.push(temporary.remove);
    const databasePath = path.join(temporary.folder, 'stats.sqlite');
    const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      env: {
        ...process.env,
        PORT: '0',
        STATS_DB: databasePath,
        DIST_DIR: temporary.folder,
        STATE_DIR: temporary.folder,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(() => child.kill('SIGKILL'));
    const endpoint = await new Promise<string>((resolve) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const address = /at (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
        if (address) resolve(`${address}${STATS_PATH}`);
      });
    });
    expect((await postJson(endpoint, view('before-shutdown'))).status).toBe(200);
    expect(fs.existsSync(`${databasePath}-wal`)).toBe(true);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(`${databasePath}-wal`)).toBe(false);
    expect(storedSessionKeys(databasePath)).toEqual(new Set(['before-shutdown']));
  }, 60_000);
});
