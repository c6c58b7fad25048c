/**
 * How much of each document's visitor-facing text has its Kiswahili. A text is translated when it
 * is `{ en, sw }` with Kiswahili, a deliberate exception when its `sw` is null (a name or an
 * abbreviation that reads the same), and English only when it is a plain string or has no `sw`.
 * A translated text whose English changed in the admin since (it carries `swFrom`, the English it was
 * translated from) needs review: reported as a warning, never a failure, as visitors still read it.
 */
import { reviewMarkOf, translationState } from '../../src/content/translation-state';
import type { LocalizedEntry, ParsedDocument } from './content-validator';

export interface DocumentCompleteness {
  file: string;
  texts: number;
  translated: number;
  exceptions: number;
  /** Pointers of the texts that are English only. */
  englishOnly: string[];
  /** The translated texts whose English changed since. */
  needsReview: TextToReview[];
}

export interface TextToReview {
  pointer: string;
  /** The English the Kiswahili was translated from. */
  translatedFrom: string;
}

function completenessOf(file: string, texts: readonly LocalizedEntry[]): DocumentCompleteness {
  const row: DocumentCompleteness = {
    file,
    texts: texts.length,
    translated: 0,
    exceptions: 0,
    englishOnly: [],
    needsReview: [],
  };
  for (const text of texts) {
    const state = translationState(text.value);
    if (state === 'translated') row.translated++;
    else if (state === 'exception') row.exceptions++;
    else row.englishOnly.push(text.pointer);
    const translatedFrom = reviewMarkOf(text.value);
    if (state === 'translated' && translatedFrom !== undefined)
      row.needsReview.push({ pointer: text.pointer, translatedFrom });
  }
  return row;
}

export function translationCompleteness(documents: readonly ParsedDocument[]): DocumentCompleteness[] {
  return documents
    .filter((document) => document.texts.length > 0)
    .map((document) => completenessOf(document.file, document.texts))
    .sort((a, b) => b.englishOnly.length - a.englishOnly.length || a.file.localeCompare(b.file));
}

/**
 * The most English-only texts each document may have (scripts/lib/translation-baseline.json): the
 * count may only go down, so a new text without Kiswahili, or a translation removed, fails validation;
 * a document missing from the baseline must be complete.
 */
export type TranslationBaseline = Record<string, number>;

export function baselineProblems(
  rows: readonly DocumentCompleteness[],
  baseline: TranslationBaseline,
): string[] {
  return rows
    .filter((row) => row.englishOnly.length > (baseline[row.file] ?? 0))
    .map(
      (row) =>
        `${row.file} ${row.englishOnly[0]}: has ${row.englishOnly.length} texts without Kiswahili; at most ${baseline[row.file] ?? 0} may lack it (give each its "sw", or "sw": null where it reads the same)`,
    );
}

/** The baseline that records the content as it is now, for when translations have been added. */
export function baselineOf(rows: readonly DocumentCompleteness[]): TranslationBaseline {
  return Object.fromEntries(
    rows.filter((row) => row.englishOnly.length > 0).map((row) => [row.file, row.englishOnly.length]),
  );
}

export function formatCompletenessReport(
  rows: readonly DocumentCompleteness[],
  withPointers: boolean,
): string {
  const total = rows.reduce(
    (sum, row) => ({
      texts: sum.texts + row.texts,
      done: sum.done + row.translated + row.exceptions,
      missing: sum.missing + row.englishOnly.length,
    }),
    { texts: 0, done: 0, missing: 0 },
  );
  const percent = (done: number, texts: number) =>
    texts === 0 ? 100 : Math.floor((done / texts) * 1000) / 10;
  const width = Math.max(...rows.map((row) => row.file.length), 'Document'.length);
  const lines = [
    `Kiswahili: ${total.done} of ${total.texts} visitor-facing texts (${percent(total.done, total.texts)} %); ${total.missing} English only.`,
    `${'Document'.padEnd(width)}  Texts  Kiswahili  Same in both  English only`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.file.padEnd(width)}  ${String(row.texts).padStart(5)}  ${String(row.translated).padStart(9)}  ${String(row.exceptions).padStart(12)}  ${String(row.englishOnly.length).padStart(12)}`,
    );
    if (withPointers) for (const pointer of row.englishOnly) lines.push(`    ${pointer}`);
  }
  lines.push(...reviewWarning(rows));
  return lines.join('\n');
}

/** Every text needing review, one line each, under a warning: they never fail validation. */
function reviewWarning(rows: readonly DocumentCompleteness[]): string[] {
  const texts = rows.flatMap((row) => row.needsReview.map((text) => ({ file: row.file, ...text })));
  if (texts.length === 0) return [];
  return [
    `Warning: ${texts.length} Kiswahili text${texts.length === 1 ? '' : 's'} need${texts.length === 1 ? 's' : ''} review: the English changed since ${texts.length === 1 ? 'it was' : 'they were'} translated.`,
    ...texts.map(
      (text) => `    ${text.file} ${text.pointer} (translated from ${JSON.stringify(text.translatedFrom)})`,
    ),
  ];
}
