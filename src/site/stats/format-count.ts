/**
 * A count with its thousands grouped by commas, as both English and Kiswahili write them in
 * Tanzania (12,345). Written out rather than with Intl.NumberFormat, whose first use in a page
 * loads locale data for tens of milliseconds on a phone, for five whole numbers in the sidebar.
 */
export function formatCount(count: number): string {
  return Math.max(0, Math.trunc(count))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What a count shows until the endpoint (or the counts kept in this browser) answers. */
export const NO_COUNT = '–';
