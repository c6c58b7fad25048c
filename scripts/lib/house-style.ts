/**
 * The house style of the site's texts (README, "House style"), as far as a rule can check it: amounts
 * in TSh, dates day first, British spelling, one time format in English and Kiswahili time in
 * Kiswahili, and one Kiswahili term for one thing (the terms of ../shared/kiswahili.md whose wrong form
 * a pattern can see). The spec's own words (its page names, tab names, filter options and the search
 * hint) stay as the spec writes them, so they are listed as exceptions.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ParsedDocument } from './content-validator';

type Language = 'en' | 'sw';

export interface StyleProblem {
  file: string;
  pointer: string;
  rule: string;
  text: string;
}

/**
 * The texts a rule reads: a content document, or a pair of UI dictionaries. A dictionary pair's file
 * names `{language}`, so a problem points at the file of the language that breaks the rule.
 */
export type StyledDocument = Pick<ParsedDocument, 'file' | 'texts'>;

/** Words the spec gives exactly, inside any text, which the house style leaves alone. */
const SPEC_PHRASES = [
  'Try searching for: courses, programs, admission, faculty, etc.',
  'Compare All Programs',
  'All Programs',
  'Organization Structure',
  "Students' Organization",
];
/** Whole texts the spec gives exactly: the search's type filter option, a campus facility's name. */
const SPEC_TEXTS = new Set(['Programs', 'Student Center']);

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|' +
  'Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba';

const PART_OF_DAY = 'asubuhi|mchana|alasiri|jioni|usiku';

interface StyleRule {
  rule: string;
  /** Which language's text the rule reads. */
  languages: readonly Language[];
  pattern: RegExp;
  /**
   * Only where the English of the same text matches this: a Kiswahili word that is right for one
   * meaning and wrong for another ("kofia" is a cap, never the hood).
   */
  whereEnglish?: RegExp;
}

/** A Kiswahili word that is not the site's term for a thing. */
function term(thing: string, right: string, wrong: RegExp, whereEnglish?: RegExp): StyleRule {
  return { rule: `one term: ${thing} is "${right}"`, languages: ['sw'], pattern: wrong, whereEnglish };
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
  {
    rule: 'British spelling: "centre", not "center"',
    languages: ['en'],
    pattern: /\bcent(?:er|ers|ered)\b/i,
  },
  {
    rule: 'British spelling: "organisation", "organise", not "organization"',
    languages: ['en'],
    pattern: /\borganiz/i,
  },
  {
    rule: 'times are written "08:00–16:00": two-digit hours, an en dash and no spaces',
    languages: ['en'],
    pattern: /(?<![\d:])\d:\d{2}\b|\b\d{2}:\d{2}(?:\s*-\s*|\s+–\s*|\s*–\s+|\s+to\s+)\d/,
  },
  {
    rule: 'Kiswahili time with the part of the day: "saa 2:00 asubuhi", not the 24-hour clock',
    languages: ['sw'],
    pattern: new RegExp(
      `(?<!saa )\\b\\d{1,2}:\\d{2}\\b|\\b\\d{1,2}:\\d{2}\\b(?! (?:${PART_OF_DAY}))|\\b(?:1[3-9]|2\\d):\\d{2}\\b`,
      'i',
    ),
  },
  term('pharmacy', 'Famasia', /\bSayansi ya Dawa\b/i),
  term('a Technician Certificate', 'astashahada', /\bcheti cha ufundi\b|\bprogramu (?:ya|za) cheti\b/i),
  term('a Technician Certificate', 'astashahada', /\b(?:cheti|vyeti)\b/i, /\btechnician certificate/i),
  term('core values', 'tunu za msingi', /\bmaadili (?:yetu |yake )?ya msingi\b/i),
  term('password', 'nenosiri', /\bnywila\b/i),
  term('staff', 'mtumishi, watumishi', /\b(?:m|wa)fanyakazi\b/i),
  term('Student Services', 'Huduma kwa Wanafunzi', /\bHuduma za Wanafunzi\b/i),
  term('a hostel', 'hosteli', /\bmalazi ya bweni\b/i),
  term('the Academic Affairs Office', 'Ofisi ya Masuala ya Taaluma', /\bOfisi ya Taaluma\b/i),
  term('Organization Structure', 'Muundo wa Uongozi', /\bMuundo wa Taasisi\b/i),
  term('the Student ID', 'namba ya usajili', /\butambulisho wa mwanafunzi\b/i),
  term('other payments', 'malipo mengine', /\bada nyingine\b/i),
  term(
    'facilities (buildings, rooms)',
    'miundombinu',
    /\b(?:vifaa|huduma)\b/i,
    /^(?!.*\b(?:equipment|equipped|services?|devices?|support)\b).*\bfacilit(?:y|ies)\b/is,
  ),
  term('tuition', 'ada ya masomo', /\bAda\b(?! ya masomo)/, /^Tuition\b/),
  term('an ointment', 'marhamu', /\bmarashi\b/i),
  term('the graduation hood', 'kitambaa cha mabegani', /\bkofia\b/i, /^(?!.*\bcaps?\b).*\bhoods?\b/is),
  term(
    'dark clothing',
    'za rangi iliyokolea',
    /\b(?:nyeusi|myeusi|vyeusi|meusi|jeusi|cheusi)\b/i,
    /\bdark\b/i,
  ),
];

function textsOf(value: unknown): { en?: string; sw?: string } {
  if (typeof value === 'string') return { en: value };
  if (value && typeof value === 'object') {
    const { en, sw } = value as { en?: unknown; sw?: unknown };
    return { en: typeof en === 'string' ? en : undefined, sw: typeof sw === 'string' ? sw : undefined };
  }
  return {};
}

/** A text with the spec's exact words and the dictionaries' {placeholders} taken out. */
function checkedPart(text: string): string {
  if (SPEC_TEXTS.has(text)) return '';
  const withoutSpecWords = SPEC_PHRASES.reduce((rest, words) => rest.split(words).join(''), text);
  return withoutSpecWords.replace(/\{\w+\}/g, '');
}

/** Every visitor-facing text that breaks a rule of the house style. */
export function houseStyleProblems(documents: readonly StyledDocument[]): StyleProblem[] {
  const problems = new Map<string, StyleProblem>();
  for (const document of documents) {
    for (const { pointer, value } of document.texts) {
      const texts = textsOf(value);
      for (const { rule, languages, pattern, whereEnglish } of STYLE_RULES) {
        if (whereEnglish && !whereEnglish.test(texts.en ?? '')) continue;
        for (const language of languages) {
          const text = texts[language];
          if (!text || !pattern.test(checkedPart(text))) continue;
          const file = document.file.replace('{language}', language);
          // Two patterns of one term may both see a text: it is one problem.
          problems.set(`${file}${pointer} ${rule}`, { file, pointer, rule, text });
        }
      }
    }
  }
  return [...problems.values()];
}

/** The folders of UI dictionaries: one flat JSON object per language, the same keys in each. */
export const DICTIONARY_FOLDERS = [
  'src/i18n',
  'src/admin/text',
  'src/admin/text/fields',
  'src/documents/text',
];

/** The UI dictionaries as texts the rules can read, each key's English and Kiswahili side by side. */
export function dictionaryDocuments(projectRoot: string): StyledDocument[] {
  return DICTIONARY_FOLDERS.map((folder) => {
    const read = (language: Language) =>
      JSON.parse(fs.readFileSync(path.join(projectRoot, folder, `${language}.json`), 'utf8')) as Record<
        string,
        string
      >;
    const en = read('en');
    const sw = read('sw');
    return {
      file: `${folder}/{language}.json`,
      texts: Object.keys(en).map((key) => ({ pointer: `/${key}`, value: { en: en[key], sw: sw[key] } })),
    };
  });
}
