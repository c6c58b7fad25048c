import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/validation';
import { localize } from '../../src/content/localize';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import type { NewsTicker } from '../../src/content/types.generated';
import { reviewMarkOf } from '../../src/content/translation-state';
import { withEnglishEdited, withKiswahiliEdited } from '../../src/admin/forms/localized-value';
import { ContentChecks } from '../../src/admin/model/content-checks';
import type { ParsedDocument } from '../../scripts/lib/content-validator';
import {
  baselineProblems,
  formatCompletenessReport,
  translationCompleteness,
} from '../../scripts/lib/translation-completeness';
import { projectRoot } from './support/project-copy';

const fees = { en: 'Fees', sw: 'Ada' };

describe('the needs-review mark of a Kiswahili text', () => {
  it('is set when the English changes and the Kiswahili does not, with the English it was translated from', () => {
    const once = withEnglishEdited(fees, 'Fee');
    expect(once).toEqual({ en: 'Fee', sw: 'Ada', swFrom: 'Fees' });
    // Typing on keeps the English the Kiswahili was made from.
    expect(withEnglishEdited(once, 'Fees and costs')).toEqual({
      en: 'Fees and costs',
      sw: 'Ada',
      swFrom: 'Fees',
    });
    expect(reviewMarkOf(withEnglishEdited(once, 'Fees and costs'))).toBe('Fees');
    // The English typed back as it was needs no review.
    expect(withEnglishEdited(once, 'Fees')).toEqual(fees);
  });

  it('is not set where there is no Kiswahili to review', () => {
    expect(withEnglishEdited('Fees', 'Fees and costs')).toBe('Fees and costs');
    expect(withEnglishEdited({ en: 'Fees' }, 'Fees and costs')).toBe('Fees and costs');
    expect(withEnglishEdited({ en: 'NACTVET', sw: null }, 'NACTE')).toEqual({ en: 'NACTE', sw: null });
    expect(withEnglishEdited(undefined, 'Fees')).toBe('Fees');
  });

  it('is cleared by an edit of the Kiswahili', () => {
    const marked = withEnglishEdited(fees, 'School fees');
    expect(withKiswahiliEdited(marked, 'Ada za shule')).toEqual({ en: 'School fees', sw: 'Ada za shule' });
    expect(withKiswahiliEdited(marked, '')).toBe('School fees');
    expect(withKiswahiliEdited('Fees', 'Ada')).toEqual(fees);
  });

  it('is allowed by the schema, and visitors still read the Kiswahili', () => {
    const ticker = JSON.parse(
      fs.readFileSync(path.join(projectRoot, 'content/ticker.json'), 'utf8'),
    ) as NewsTicker;
    const first = ticker.items[0]!;
    first.text = withEnglishEdited(first.text, 'Admissions close on 31 August 2025');
    const checks = new ContentChecks(core, new ContentStore(documentsSource({}), { ticker }));
    // Only this document is in the store, so its links find no pages; its text is what is checked here.
    const textProblems = checks
      .problems()
      .filter(
        (problem) => problem.file === 'content/ticker.json' && problem.pointer.startsWith('/items/0/text'),
      );
    expect(textProblems).toEqual([]);
    // The schema still refuses anything else beside the English and the Kiswahili.
    ticker.items[1]!.text = { en: 'A', sw: 'B', note: 'C' } as never;
    const refused = new ContentChecks(core, new ContentStore(documentsSource({}), { ticker })).problems();
    expect(refused.some((problem) => problem.pointer === '/items/1/text')).toBe(true);
    expect(localize(first.text, 'sw')).toBe(
      'Udahili umefunguliwa kwa mwaka wa masomo 2025/2026: omba mtandaoni leo',
    );
    expect(localize(first.text, 'en')).toBe('Admissions close on 31 August 2025');
  });

  it('is reported by validate beside the completeness report, as a warning and not a failure', () => {
    const document: ParsedDocument = {
      file: 'content/a.json',
      id: 'a',
      schemaFile: undefined,
      data: undefined,
      valid: true,
      references: [],
      texts: [
        { pointer: '/title', value: withEnglishEdited(fees, 'School fees') },
        { pointer: '/note', value: fees },
      ],
    };
    const rows = translationCompleteness([document]);
    expect(rows[0]!.translated).toBe(2);
    expect(rows[0]!.needsReview).toEqual([{ pointer: '/title', translatedFrom: 'Fees' }]);
    expect(baselineProblems(rows, {})).toEqual([]);
    const report = formatCompletenessReport(rows, false);
    expect(report).toContain('Kiswahili: 2 of 2 visitor-facing texts (100 %); 0 English only.');
    expect(report).toContain(
      'Warning: 1 Kiswahili text needs review: the English changed since it was translated.\n    content/a.json /title (translated from "Fees")',
    );
    expect(
      formatCompletenessReport(translationCompleteness([{ ...document, texts: [] }]), false),
    ).not.toContain('Warning');
  });
});
