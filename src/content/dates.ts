import type { Language } from './localize';

/** Calendar dates are written YYYY-MM-DD in content and mean that day wherever the reader is. */
function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Kiswahili month names come from the language's own data; British order (2 September 2024) for English. */
const LOCALES: Record<Language, string> = { en: 'en-GB', sw: 'sw' };

/** Made once per language: building an Intl formatter loads locale data, far dearer than formatting. */
const formatters = new Map<Language, Intl.DateTimeFormat>();
function formatter(language: Language): Intl.DateTimeFormat {
  let made = formatters.get(language);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(language, made);
  }
  return made;
}

/** Plain spaces instead of the thin ones some data uses, so printed PDFs (WinAnsi text) can show them too. */
function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ');
}

export function formatDate(iso: string, language: Language = 'en'): string {
  return plainSpaces(formatter(language).format(toDate(iso)));
}

/** "21–25 October 2024", "2 September – 20 December 2024", or one date when there is no end. */
export function formatDateRange(start: string, end: string | undefined, language: Language = 'en'): string {
  if (!end || end === start) return formatDate(start, language);
  return plainSpaces(formatter(language).formatRange(toDate(start), toDate(end)));
}
