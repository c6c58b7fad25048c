import type { Language } from './localize';

/** British conventions for English (2 September 2024); Kiswahili's own data for Kiswahili. */
const LOCALES: Record<Language, string> = { en: 'en-GB', sw: 'sw' };

/**
 * One formatter per language, made on first use: building an Intl formatter loads locale data and
 * costs far more than formatting with it, too much to repeat on every render.
 */
export function perLanguage<T>(create: (locale: string) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let formatter = made.get(language);
    if (formatter === undefined) {
      formatter = create(LOCALES[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}
