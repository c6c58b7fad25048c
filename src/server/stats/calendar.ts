/**
 * Calendar days and years as people in the college's time zone count them. Days are 'YYYY-MM-DD'
 * strings, so they sort and compare as text and need no further conversion in SQL.
 */
export interface CalendarDate {
  day: string;
  year: number;
}

export interface Calendar {
  dateOf(epochMs: number): CalendarDate;
}

/** The local date of an instant in a named IANA time zone, through Intl, so any offset or DST rule holds. */
export function calendarFor(timeZone: string): Calendar {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  // Formatting is the costliest step of a request; one result per minute is enough, since every
  // time zone in use changes date on a whole minute.
  let cachedMinute = Number.NaN;
  let cached: CalendarDate = { day: '', year: 0 };
  return {
    dateOf(epochMs) {
      const minute = Math.floor(epochMs / 60_000);
      if (minute !== cachedMinute) {
        const parts = Object.fromEntries(
          format.formatToParts(epochMs).map((part) => [part.type, part.value]),
        ) as Record<'year' | 'month' | 'day', string>;
        cached = { day: `${parts.year}-${parts.month}-${parts.day}`, year: Number(parts.year) };
        cachedMinute = minute;
      }
      return cached;
    },
  };
}

/** The day `offset` days from `day` (negative for earlier), by plain calendar arithmetic. */
export function addDays(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of the month `offset` months from the month of `day`. */
export function addMonths(day: string, offset: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 7);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
