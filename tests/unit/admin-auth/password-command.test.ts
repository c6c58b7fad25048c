import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStoredPassword, verifyPassword } from '../../../src/server/admin-auth/password';
import { temporaryStateDir } from './support';

const projectRoot = path.join(import.meta.dirname, '../../..');

/** npm run admin:password, with what would be typed at the prompt piped in. */
function setPassword(stateDir: string, typed: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'scripts/admin-password.ts')],
    {
      env: { ...process.env, STATE_DIR: stateDir },
      input: typed,
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
}

describe('npm run admin:password', () => {
  it('stores the password typed twice as a scrypt hash, mode 0600, which then signs in', async () => {
    const state = temporaryStateDir();
    try {
      const run = setPassword(state.folder, 'a-new-password\na-new-password\n');
      expect(run.status, run.stderr).toBe(0);
      const file = path.join(state.folder, 'admin-password.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const stored = readStoredPassword(state.folder)!;
      expect(await verifyPassword(stored, 'a-new-password')).toBe(true);
      expect(await verifyPassword(stored, 'changeme')).toBe(false);
    } finally {
      state.remove();
    }
  }, 40_000);

  it('changes nothing when the two differ, the password is short or it is the default', () => {
    const state = temporaryStateDir();
    try {
      for (const [typed, message] of [
        ['first-one\nsecond-one\n', 'differ'],
        ['short\nshort\n', 'at least 6 characters'],
        ['changeme\nchangeme\n', 'default'],
      ] as const) {
        const run = setPassword(state.folder, typed);
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(message);
      }
      expect(fs.readdirSync(state.folder)).toEqual([]);
    } finally {
      state.remove();
    }
  }, 60_000);
});
