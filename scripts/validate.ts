/**
 * `npm run validate`: checks every document in content/ and prints one line per problem
 * (file, JSON pointer, rule, offending value). Exits 1 when there is any problem.
 */
import { formatContentError, validateContent } from './lib/content-validator';
import { projectRoot } from './lib/paths';

const started = performance.now();
const { errors, documents } = validateContent({ projectRoot });
const elapsed = Math.round(performance.now() - started);
for (const error of errors) console.error(formatContentError(error));
if (errors.length > 0) {
  console.error(
    `\n${errors.length} problem${errors.length === 1 ? '' : 's'} in content/ (${documents.length} documents checked).`,
  );
  process.exit(1);
}
console.log(`Content is valid: ${documents.length} documents checked in ${elapsed} ms.`);
