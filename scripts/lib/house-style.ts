/**
 * The house style of the site's texts (README, "House style"), as far as a rule can check it: amounts
 * in TSh, dates day first, and British "programme". The spec's own words (its page and tab names)
 * stay as the spec writes them, so they are listed as exceptions.
 */
import type { ParsedDocument } from './content-validator';

export interface StyleProblem {
  file: string;
  pointer: string;
  rule: string;
  text: string;
}

/** Words the spec gives exactly, which the house style leaves alone. */
const SPEC_WORDS = ['Compare All Programs', 'All Programs'];

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|' +
  'Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba';

interface StyleRule {
  rule: string;
  /** Which language's text the rule reads. */
  languages: readonly ('en' | 'sw')[];
  pattern: RegExp;
}

export const STYLE_RULES: readonly StyleRule[] = [
  {
    rule: 'amounts are written "TSh 1,400,000", not TZS or Tsh',
    languages: ['en', 'sw'],
    pattern: /\bTZS\b|\bTshs?\b|\bTsh\.|\bTSH\b/,
  },
  {
    rule: 'dates are written day first: "15 July 2025", not "July 15"',
    languages: ['en', 'sw'],
    pattern: new RegExp(`\\b(?:${MONTHS}) \\d{1,2}\\b(?!,\\d)`),
  },
  {
    rule: 'British spelling: "programme", not "program" (a computer program aside)',
    languages: ['en'],
    pattern: /\b[Pp]rograms?\b/,
  },
];

function textsOf(value: unknown): { en?: string; sw?: string } {
  if (typeof value === 'string') return { en: value };
  if (value && typeof value === 'object') {
    const { en, sw } = value as { en?: unknown; sw?: unknown };
    return { en: typeof en === 'string' ? en : undefined, sw: typeof sw === 'string' ? sw : undefined };
  }
  return {};
}

/** Every visitor-facing text that breaks a rule of the house style. */
export function houseStyleProblems(documents: readonly ParsedDocument[]): StyleProblem[] {
  const problems: StyleProblem[] = [];
  for (const document of documents) {
    for (const { pointer, value } of document.texts) {
      const texts = textsOf(value);
      for (const { rule, languages, pattern } of STYLE_RULES) {
        for (const language of languages) {
          const text = texts[language];
          if (!text) continue;
          const checked = SPEC_WORDS.reduce((rest, words) => rest.split(words).join(''), text);
          if (pattern.test(checked)) problems.push({ file: document.file, pointer, rule, text });
        }
      }
    }
  }
  return problems;
}
