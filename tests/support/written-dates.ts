import type { Language } from '../../src/content/localize';

const MONTHS: Record<Language, readonly string[]> = {
  en: 'January February March April May June July August September October November December'.split(' '),
  sw: 'Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba'.split(' '),
};

/** A month's name as a reader writes it, counted from 1 for January. */
export function monthName(month: number, language: Language): string {
  return MONTHS[language][month - 1]!;
}

/**
 * A date range as a reader writes it by hand, independently of the site's formatter: each end with
 * its month, and its year where the years differ ("2 Septemba – 20 Desemba 2024", "21–25 Oktoba 2024").
 */
export function writtenRange(start: string, end: string, language: Language): string {
  const [fromYear, fromMonth, fromDay] = start.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = end.split('-').map(Number) as [number, number, number];
  const last = `${toDay} ${monthName(toMonth, language)} ${toYear}`;
  if (fromYear !== toYear) return `${fromDay} ${monthName(fromMonth, language)} ${fromYear} – ${last}`;
  if (fromMonth !== toMonth) return `${fromDay} ${monthName(fromMonth, language)} – ${last}`;
  return `${fromDay}–${last}`;
}
