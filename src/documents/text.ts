/**
 * The words the generated PDFs print around the content (table headings, "Page 1 of 3"), in each
 * language; the content itself comes localized from content/.
 */
import { fillTemplate, localize, type Language } from '../content/localize.ts';
import type { LocalizedText } from '../content/types.generated';
import en from './text/en.json' with { type: 'json' };
import sw from './text/sw.json' with { type: 'json' };

export type DocumentTextKey = keyof typeof en;

const dictionaries: Record<Language, Record<DocumentTextKey, string>> = { en, sw };

export interface DocumentLanguage {
  language: Language;
  /** A word of the documents' own dictionary, with its {placeholders} filled. */
  t(key: DocumentTextKey, values?: Record<string, string | number>): string;
  /** A text of content in this language (English where it has no Kiswahili). */
  l(text: LocalizedText | undefined): string;
}

export function documentLanguage(language: Language): DocumentLanguage {
  return {
    language,
    t: (key, values = {}) => fillTemplate(dictionaries[language][key], values),
    l: (text) => localize(text, language),
  };
}
