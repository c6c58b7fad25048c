import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, projectRoot } from './support/project-copy';

const TYPES_FILE = 'src/content/types.generated.ts';
const BLOCK_UNION_FILE = 'schema/blocks.schema.json';
/** Each run compiles every schema and formats the result: seconds, more on a busy machine. */
const RUN_TIMEOUT = 90_000;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `tsx scripts/gen-types.ts --check` in a project folder (asynchronously, so both checks run at once). */
function checkGeneratedFiles(root: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(projectRoot, 'node_modules/.bin/tsx'),
      ['scripts/gen-types.ts', '--check'],
      {
        cwd: root,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function snapshot(root: string): Record<string, string> {
  return Object.fromEntries(
    [TYPES_FILE, BLOCK_UNION_FILE].map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]),
  );
}

const copies: ReturnType<typeof copyProject>[] = [];
afterAll(() => copies.forEach((copy) => copy.remove()));

describe('tsx scripts/gen-types.ts --check', () => {
  it.concurrent(
    'passes on the committed tree, writing nothing',
    async () => {
      const before = snapshot(projectRoot);
      const run = await checkGeneratedFiles(projectRoot);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('Generated files are up to date.');
      expect(run.status).toBe(0);
      expect(snapshot(projectRoot)).toEqual(before);
    },
    RUN_TIMEOUT,
  );

  it.concurrent(
    'fails naming the stale file when the generated types were edited by hand',
    async () => {
      const copy = copyProject({ withScripts: true });
      copies.push(copy);
      const types = path.join(copy.root, TYPES_FILE);
      fs.appendFileSync(types, '\nexport type EditedByHand = true;\n');
      const edited = snapshot(copy.root);

      const run = await checkGeneratedFiles(copy.root);
      expect(run.status).toBe(1);
      expect(run.stdout.split('\n')).toContain(`stale ${TYPES_FILE}`);
      expect(run.stdout).not.toContain(BLOCK_UNION_FILE);
      expect(run.stderr).toContain('Generated files are stale: run `npm run gen:types`');
      // --check only reports; it never rewrites the file.
      expect(snapshot(copy.root)).toEqual(edited);
    },
    RUN_TIMEOUT,
  );
});
