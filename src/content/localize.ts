import type { LocalizedText } from './types.generated';

export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text as shown, with the language it is really in (English where a translation is missing). */
export interface ShownText {
  text: string;
  language: Language;
}

/**
 * The text in the wanted language and the language it turned out to be in: plain strings are
 * English, and a missing (or deliberately absent, `"sw": null`) Kiswahili falls back to the English,
 * so a missing translation never shows nothing and the page can mark the English as such.
 */
export function localizeShown(text: LocalizedText | undefined, language: Language): ShownText {
  if (text === undefined) return { text: '', language };
  if (typeof text === 'string') return { text, language: language === 'en' || text === '' ? language : 'en' };
  if (language === 'en') return { text: text.en, language };
  // "sw": null marks a text that reads the same in Kiswahili (a name, an abbreviation): not a gap.
  if (text.sw === null) return { text: text.en, language };
  return typeof text.sw === 'string' ? { text: text.sw, language } : { text: text.en, language: 'en' };
}

/** The text in the wanted language, falling back to English so a missing translation never shows nothing. */
export function localize(text: LocalizedText | undefined, language: Language): string {
  return localizeShown(text, language).text;
}

/** Fills {name} placeholders; unknown placeholders stay as written. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
