/**
 * What the statistics endpoint answers (spec §7), declared once for the server that answers, the
 * public Visitors panel and the admin's Visitors screen.
 */

/** The counts of the public Visitors panel (spec §3, Visitor stats). */
export interface VisitorCounts {
  online: number;
  today: number;
  yesterday: number;
  yearly: number;
  total: number;
}

export const COUNT_NAMES = ['online', 'today', 'yesterday', 'yearly', 'total'] as const;

/** The kinds of device a visit is counted under. */
export const DEVICES = ['mobile', 'desktop', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];

/** The report of the admin's Visitors screen (GET {endpoint}?action=report, signed in). */
export interface VisitorReport {
  total: number;
  averageDailyVisitors: number;
  /** Visitors of the last seven days, today included. */
  visitorsThisWeek: number;
  /** Share of sessions that viewed exactly one page, among sessions that viewed any, in percent. */
  bounceRate: number;
  /** Visits (sessions started) per month ('YYYY-MM'), oldest first, the current month last. */
  monthly: { month: string; visits: number }[];
  /** Percent of sessions per kind of device. */
  devices: Record<Device, number>;
  topPages: { path: string; views: number }[];
}
