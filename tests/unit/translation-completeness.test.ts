import { describe, expect, it } from 'vitest';
import type { ParsedDocument } from '../../scripts/lib/content-validator';
import {
  baselineOf,
  baselineProblems,
  formatCompletenessReport,
  translationCompleteness,
} from '../../scripts/lib/translation-completeness';
import { translationState } from '../../src/content/translation-state';
import { validateContent } from '../../scripts/lib/content-validator';
import { projectRoot } from '../../scripts/lib/paths';

const documentWith = (file: string, values: unknown[]): ParsedDocument => ({
  file,
  id: file,
  schemaFile: undefined,
  data: undefined,
  valid: true,
  references: [],
  texts: values.map((value, index) => ({ pointer: `/texts/${index}`, value })),
});

describe('translation completeness', () => {
  it('tells translated texts, deliberate exceptions and English-only ones apart', () => {
    expect(translationState({ en: 'Fees', sw: 'Ada' })).toBe('translated');
    expect(translationState({ en: 'HESLB', sw: null })).toBe('exception');
    expect(translationState('Fees')).toBe('englishOnly');
    expect(translationState({ en: 'Fees' })).toBe('englishOnly');
    expect(translationState({ en: 'Fees', sw: ' ' })).toBe('englishOnly');
  });

  it('counts per document, most English-only first, and names each pointer on request', () => {
    const rows = translationCompleteness([
      documentWith('content/a.json', [{ en: 'A', sw: 'A' }, 'B']),
      documentWith('content/b.json', ['C', 'D', { en: 'NACTVET', sw: null }]),
    ]);
    expect(rows.map((row) => [row.file, row.texts, row.translated, row.exceptions, row.englishOnly])).toEqual(
      [
        ['content/b.json', 3, 0, 1, ['/texts/0', '/texts/1']],
        ['content/a.json', 2, 1, 0, ['/texts/1']],
      ],
    );
    const report = formatCompletenessReport(rows, true);
    expect(report).toContain('Kiswahili: 2 of 5 visitor-facing texts (40 %); 3 English only.');
    expect(report).toContain('    /texts/1');
  });

  it('fails a document that has more English-only texts than its baseline, or any when it has none', () => {
    const rows = translationCompleteness([
      documentWith('content/a.json', ['A', 'B']),
      documentWith('content/b.json', ['C']),
    ]);
    expect(baselineProblems(rows, { 'content/a.json': 2, 'content/b.json': 1 })).toEqual([]);
    const problems = baselineProblems(rows, { 'content/a.json': 1 });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^content\/a\.json \/texts\/0: has 2 texts without Kiswahili; at most 1/);
    expect(baselineOf(rows)).toEqual({ 'content/a.json': 2, 'content/b.json': 1 });
  });

  it('finds the visitor-facing texts of the real content through the schemas', () => {
    const { documents } = validateContent({ projectRoot });
    const site = documents.find((document) => document.file === 'content/site.json')!;
    expect(site.texts.map((text) => text.pointer)).toContain('/general/siteName');
    expect(site.texts.map((text) => text.pointer)).not.toContain('/siteUrl');
    const ticker = documents.find((document) => document.file === 'content/ticker.json')!;
    expect(ticker.texts.map((text) => text.pointer)).toEqual(
      expect.arrayContaining(['/label', '/items/0/text']),
    );
  });
});
