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
import {
  baselineOf,
  baselineProblems,
  formatCompletenessReport,
  translationCompleteness,
  type TranslationBaseline,
} from './lib/translation-completeness';

const USAGE =
  'Usage: tsx scripts/validate.ts [--root <project folder>] [--translations] [--update-translation-baseline]';
const BASELINE_FILE = path.join(import.meta.dirname, 'lib', 'translation-baseline.json');

function chosenOptions() {
  try {
    const { values } = parseArgs({
      options: {
        root: { type: 'string' },
        translations: { type: 'boolean', default: false },
        'update-translation-baseline': { type: 'boolean', default: false },
      },
    });
    return {
      root: values.root ? path.resolve(values.root) : projectRoot,
      listEnglishOnly: values.translations ?? false,
      updateBaseline: values['update-translation-baseline'] ?? false,
    };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { root, listEnglishOnly, updateBaseline } = chosenOptions();
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

// Translation completeness: reported for every run, enforced against the baseline.
const completeness = translationCompleteness(documents);
console.log(formatCompletenessReport(completeness, listEnglishOnly));
if (updateBaseline) {
  fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(baselineOf(completeness), null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), BASELINE_FILE)}.`);
}
const baseline = JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as TranslationBaseline;
const untranslated = baselineProblems(completeness, baseline);
for (const problem of untranslated) console.error(problem);
if (untranslated.length > 0) {
  console.error(
    `\n${untranslated.length} document${untranslated.length === 1 ? '' : 's'} lost Kiswahili; see npm run validate -- --translations.`,
  );
  process.exit(1);
}
console.log(`Content is valid: ${documents.length} documents checked in ${elapsed} ms.`);
