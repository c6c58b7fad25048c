import {
  SEARCH_CATEGORIES,
  SEARCH_TYPES,
  type SearchCategory,
  type SearchRecord,
  type SearchType,
} from './records';

/** The date filter's options and how many months back each reaches (spec section 5); 0 is no limit. */
export const DATE_RANGES = { any: 0, 'last-month': 1, 'last-3-months': 3, 'last-year': 12 } as const;
export type DateRange = keyof typeof DATE_RANGES;

export interface SearchFilters {
  category: SearchCategory | 'all';
  type: SearchType | 'all';
  date: DateRange;
}

export const NO_FILTERS: SearchFilters = { category: 'all', type: 'all', date: 'any' };

/** The calendar day (YYYY-MM-DD, UTC) that many months before now; the day is kept where the month has it. */
export function monthsBefore(now: Date, months: number): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay)));
  return day.toISOString().slice(0, 10);
}

/** Whether a record passes the category, type and date filters: its date on or after now minus the range. */
export function passesFilters(record: SearchRecord, filters: SearchFilters, now: Date): boolean {
  if (filters.category !== 'all' && record.category !== filters.category) return false;
  if (filters.type !== 'all' && record.type !== filters.type) return false;
  const months = DATE_RANGES[filters.date];
  return months === 0 || record.date >= monthsBefore(now, months);
}

/** Filters read from an address's query; anything not among the options means no filter. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const category = params.get('category');
  const type = params.get('type');
  const date = params.get('date');
  return {
    category: SEARCH_CATEGORIES.find((option) => option === category) ?? 'all',
    type: SEARCH_TYPES.find((option) => option === type) ?? 'all',
    date: date !== null && Object.hasOwn(DATE_RANGES, date) ? (date as DateRange) : 'any',
  };
}

/**
 * The query string of a results address, "?q=fees%20hostel&category=Fees": q first, encoded as
 * encodeURIComponent does (as the header's search does), then the filters that are set, so a visitor
 * can share the address of what they see.
 */
export function searchQueryString(query: string, filters: SearchFilters): string {
  const pairs: [string, string][] = [];
  if (query) pairs.push(['q', query]);
  if (filters.category !== 'all') pairs.push(['category', filters.category]);
  if (filters.type !== 'all') pairs.push(['type', filters.type]);
  if (filters.date !== 'any') pairs.push(['date', filters.date]);
  return pairs.length
    ? `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
    : '';
}
