import { describe, expect, it } from 'vitest';
import type { ParsedDocument } from '../../scripts/lib/content-validator';
import { validateContent } from '../../scripts/lib/content-validator';
import { houseStyleProblems } from '../../scripts/lib/house-style';
import { projectRoot } from '../../scripts/lib/paths';

const documentWith = (values: unknown[]): ParsedDocument => ({
  file: 'content/a.json',
  id: 'a',
  schemaFile: undefined,
  data: undefined,
  valid: true,
  references: [],
  texts: values.map((value, index) => ({ pointer: `/texts/${index}`, value })),
});

const rulesBroken = (values: unknown[]) =>
  houseStyleProblems([documentWith(values)]).map((problem) => problem.rule);

describe('house style', () => {
  it('wants amounts in TSh, in both languages', () => {
    expect(rulesBroken(['The fee is TSh 16,000.', { en: 'TSh 500 a day', sw: 'TSh 500 kwa siku' }])).toEqual(
      [],
    );
    expect(rulesBroken(['The fee is TZS 16,000.'])).toHaveLength(1);
    expect(rulesBroken([{ en: 'TSh 500', sw: 'Tsh 500 kwa siku' }])).toHaveLength(1);
  });

  it('wants dates day first', () => {
    expect(rulesBroken(['Apply by 15 July 2025.', { en: '31 January', sw: '31 Januari' }])).toEqual([]);
    expect(rulesBroken(['Apply by July 15.'])).toHaveLength(1);
    expect(rulesBroken([{ en: '15 July', sw: 'Julai 15' }])).toHaveLength(1);
  });

  it('wants "programme", except in the words the spec gives exactly', () => {
    expect(rulesBroken(['Our programmes', 'Compare All Programs', 'All Programs'])).toEqual([]);
    expect(rulesBroken(['Our programs'])).toHaveLength(1);
    expect(rulesBroken([{ en: 'Programmes', sw: 'Programu' }])).toEqual([]);
  });

  it('holds for every visitor-facing text of the site', () => {
    const { documents } = validateContent({ projectRoot });
    const problems = houseStyleProblems(documents).map(
      ({ file, pointer, rule, text }) => `${file}${pointer}: ${rule}: "${text}"`,
    );
    expect(problems).toEqual([]);
  });
});
