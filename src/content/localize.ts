import type { LocalizedText } from './types.generated';

export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The text in the wanted language, falling back to English so a missing translation never shows nothing. */
export function localize(text: LocalizedText | undefined, language: Language): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return (language === 'sw' ? text.sw : undefined) ?? text.en;
}

/** Fills {name} placeholders; unknown placeholders stay as written. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
