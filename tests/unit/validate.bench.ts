/**
 * How long validating the whole content takes: a benchmark, not a test (the aim is well under 2 s for
 * `npm run validate`). Run with `npx vitest bench --run tests/unit/validate.bench.ts`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bench, describe } from 'vitest';
import { validateContent } from '../../scripts/lib/content-validator';
import { projectRoot } from './support/project-copy';

describe('validating every document in content/', () => {
  bench(
    'npm run validate, from process start to exit',
    () => {
      const run = spawnSync(path.join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/validate.ts'], {
        cwd: projectRoot,
      });
      if (run.status !== 0) throw new Error(run.stderr.toString());
    },
    { iterations: 3, time: 0, warmupIterations: 0, warmupTime: 0 },
  );

  bench('validateContent again in the same process (schemas already compiled)', () => {
    validateContent({ projectRoot });
  });
});
