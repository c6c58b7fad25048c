import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerSettings, SettingsError } from '../../src/server/settings';

const projectRoot = path.join(import.meta.dirname, '../..');
const mainScript = path.join(projectRoot, 'src/server/main.ts');

function refusal(env: Record<string, string>): string {
  try {
    readServerSettings(env, projectRoot);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('the server settings from the environment', () => {
  it('has working defaults', () => {
    expect(readServerSettings({}, projectRoot)).toEqual({
      port: 4173,
      host: '127.0.0.1',
      distDir: path.join(projectRoot, 'dist'),
      stateDir: path.join(projectRoot, 'data'),
      statsDatabase: path.join(projectRoot, 'data', 'visitor-stats.sqlite'),
      rateLimitPerMinute: undefined,
      adminRateLimitPerMinute: 30,
      searchRateLimitPerMinute: 60,
      trustProxy: false,
    });
  });

  it('keeps the statistics in STATE_DIR unless STATS_DB names another file', () => {
    const state = path.join(os.tmpdir(), 'college-state');
    expect(readServerSettings({ STATE_DIR: state }, projectRoot)).toMatchObject({
      stateDir: state,
      statsDatabase: path.join(state, 'visitor-stats.sqlite'),
    });
    expect(readServerSettings({ STATE_DIR: state, STATS_DB: ':memory:' }, projectRoot)).toMatchObject({
      stateDir: state,
      statsDatabase: ':memory:',
    });
  });

  it('reads good values', () => {
    const settings = readServerSettings(
      {
        PORT: '8080',
        HOST: '::',
        STATS_DB: ':memory:',
        STATS_RATE_LIMIT: '0',
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      },
      projectRoot,
    );
    expect(settings).toMatchObject({
      port: 8080,
      host: '::',
      statsDatabase: ':memory:',
      rateLimitPerMinute: 0,
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
    });
    expect(readServerSettings({ TRUST_PROXY: '1' }, projectRoot).trustProxy).toBe(1);
    expect(readServerSettings({ TRUST_PROXY: 'loopback' }, projectRoot).trustProxy).toEqual(['loopback']);
  });

  it.each([
    ['STATS_RATE_LIMIT', 'abc'],
    ['STATS_RATE_LIMIT', '-1'],
    ['STATS_RATE_LIMIT', '2.5'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['HOST', 'not a host!'],
    ['DIST_DIR', '/no/such/folder'],
    ['STATS_DB', ''],
    ['STATS_DB', os.tmpdir()],
    ['TRUST_PROXY', 'true'],
    ['STATE_DIR', ''],
    ['STATE_DIR', path.join(projectRoot, 'package.json')],
    ['ADMIN_RATE_LIMIT', 'many'],
    ['TRUST_PROXY', '10.0.0.0/99'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(refusal({ [name]: value })).toContain(`${name}=${JSON.stringify(value)}`);
  });

  it('names every bad value at once', () => {
    const message = refusal({ PORT: 'x', STATS_RATE_LIMIT: 'abc' });
    expect(message).toContain('PORT=');
    expect(message).toContain('STATS_RATE_LIMIT=');
  });

  it('stops the server with a non-zero exit code and the message', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-'));
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', mainScript], {
        env: { ...process.env, PORT: '0', DIST_DIR: folder, STATS_DB: ':memory:', STATS_RATE_LIMIT: 'abc' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(started.status).not.toBe(0);
      expect(started.status).not.toBeNull();
      expect(started.stderr).toContain('STATS_RATE_LIMIT="abc"');
      expect(started.stdout).not.toContain('Serving');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 40_000);

  it('refuses to start on 0.0.0.0 while the admin password is the default, saying how to set one (exit code 2)', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-'));
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', mainScript], {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '0.0.0.0',
          DIST_DIR: folder,
          STATE_DIR: folder,
          STATS_DB: ':memory:',
          ADMIN_PASSWORD: '',
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(started.status).toBe(2);
      expect(started.stderr).toContain('changeme');
      expect(started.stderr).toContain('ADMIN_PASSWORD=... npm start');
      expect(started.stderr).toContain('npm run admin:password');
      expect(started.stdout).not.toContain('Serving');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 40_000);

  it('starts on 0.0.0.0 once a password is set, and on 127.0.0.1 with the default', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-'));
    const serves = (env: Record<string, string>) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
          env: {
            ...process.env,
            PORT: '0',
            DIST_DIR: folder,
            STATE_DIR: folder,
            STATS_DB: ':memory:',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Serving')) child.kill('SIGTERM');
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) =>
          output.includes('Serving') ? resolve(output) : reject(new Error(`exit ${code}: ${output}`)),
        );
      });
    try {
      expect(await serves({ HOST: '127.0.0.1', ADMIN_PASSWORD: '' })).toContain('http://127.0.0.1:');
      expect(await serves({ HOST: '0.0.0.0', ADMIN_PASSWORD: 'a-real-password' })).toContain(
        'http://0.0.0.0:',
      );
      // The first start stored the password; later starts need no ADMIN_PASSWORD.
      expect(fs.existsSync(path.join(folder, 'admin-password.json'))).toBe(true);
      expect(await serves({ HOST: '0.0.0.0', ADMIN_PASSWORD: '' })).toContain('http://0.0.0.0:');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
