/**
 * `npm run validate`: checks every document in content/ and prints one line per problem
 * (file, JSON pointer, rule, offending value). Exits 1 when there is any problem.
 * `--root <dir>` checks the content/ and schema/ of another copy of the project.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatContentError, validateContent } from './lib/content-validator';
import { projectRoot } from './lib/paths';

function chosenRoot(): string {
  try {
    const { values } = parseArgs({ options: { root: { type: 'string' } } });
    return values.root ? path.resolve(values.root) : projectRoot;
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: tsx scripts/validate.ts [--root <project folder>]`);
    process.exit(2);
  }
}

const root = chosenRoot();
for (const folder of ['content', 'schema']) {
  if (!fs.existsSync(path.join(root, folder))) {
    console.error(`${root} has no ${folder}/ folder: is it the project's root?`);
    process.exit(2);
  }
}

const started = performance.now();
const { errors, documents } = validateContent({ projectRoot: root });
const elapsed = Math.round(performance.now() - started);
for (const error of errors) console.error(formatContentError(error));
if (errors.length > 0) {
  console.error(
    `\n${errors.length} problem${errors.length === 1 ? '' : 's'} in content/ (${documents.length} documents checked).`,
  );
  process.exit(1);
}
console.log(`Content is valid: ${documents.length} documents checked in ${elapsed} ms.`);
