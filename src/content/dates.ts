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

interface DayMonthYear {
  day: string;
  month: string;
  year: string;
}

function dayMonthYear(iso: string, language: Language): DayMonthYear {
  const parts = formatter(language).formatToParts(toDate(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/**
 * "21–25 October 2024", "2 September – 20 December 2024", "21 December 2024 – 5 January 2025", or one
 * date when there is no end. Written out here rather than by Intl's formatRange, whose Kiswahili pattern
 * drops the first month of a range that crosses months ("2 – 20 Desemba 2024"). Both languages write a
 * date day, month, year, so one order serves both.
 */
export function formatDateRange(start: string, end: string | undefined, language: Language = 'en'): string {
  if (!end || end === start) return formatDate(start, language);
  const from = dayMonthYear(start, language);
  const to = dayMonthYear(end, language);
  const last = `${to.day} ${to.month} ${to.year}`;
  if (from.year !== to.year) return `${from.day} ${from.month} ${from.year} – ${last}`;
  if (from.month !== to.month) return `${from.day} ${from.month} – ${last}`;
  return `${from.day}–${last}`;
}
