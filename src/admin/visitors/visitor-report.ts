import { isObject } from '../../content/json-object';
import { DEVICES, type VisitorReport } from '../../content/statistics';

/** The spec's sample figures (§2.14), shown, labelled as a sample, when the endpoint cannot be reached. */
export const SAMPLE_REPORT: VisitorReport = {
  total: 24_850,
  averageDailyVisitors: 823,
  // The overview's sample figure (§2.14).
  visitorsThisWeek: 1_245,
  bounceRate: 28.5,
  monthly: [
    { month: '2025-01', visits: 1850 },
    { month: '2025-02', visits: 2100 },
    { month: '2025-03', visits: 1980 },
    { month: '2025-04', visits: 2250 },
    { month: '2025-05', visits: 2400 },
    { month: '2025-06', visits: 2750 },
  ],
  devices: { mobile: 65, desktop: 30, tablet: 5 },
  topPages: [
    { path: '/', views: 8450 },
    { path: '/academics', views: 4230 },
    { path: '/fees', views: 3120 },
    { path: '/apply', views: 2540 },
    { path: '/contacts', views: 1870 },
  ],
};

/**
 * The top of the monthly chart's y-axis as the spec gives it (0 to 3000), for the sample and for a real
 * report alike; a month of more visits raises it to that month's.
 */
export const CHART_MAX = 3000;

/** The top of the monthly chart's y-axis for these months' visits. */
export function chartMax(monthly: readonly { visits: number }[]): number {
  return Math.max(CHART_MAX, ...monthly.map((row) => row.visits));
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const isMonth = (row: unknown): row is VisitorReport['monthly'][number] =>
  isObject(row) && typeof row.month === 'string' && /^\d{4}-\d{2}$/.test(row.month) && isCount(row.visits);
const isPage = (row: unknown): row is VisitorReport['topPages'][number] =>
  isObject(row) && typeof row.path === 'string' && isCount(row.views);

/** The report in the endpoint's answer `{ success, data }`, or null when it is not one. */
export function parseVisitorReport(answer: unknown): VisitorReport | null {
  if (!isObject(answer) || answer.success !== true || !isObject(answer.data)) return null;
  const { total, averageDailyVisitors, visitorsThisWeek, bounceRate, monthly, devices, topPages } =
    answer.data;
  if (![total, averageDailyVisitors, visitorsThisWeek, bounceRate].every(isCount)) return null;
  if (!Array.isArray(monthly) || !monthly.every(isMonth)) return null;
  if (!Array.isArray(topPages) || !topPages.every(isPage)) return null;
  if (!isObject(devices) || !DEVICES.every((kind) => isCount(devices[kind]))) return null;
  return {
    total: total as number,
    averageDailyVisitors: averageDailyVisitors as number,
    visitorsThisWeek: visitorsThisWeek as number,
    bounceRate: bounceRate as number,
    monthly,
    devices: Object.fromEntries(DEVICES.map((kind) => [kind, devices[kind]])) as VisitorReport['devices'],
    topPages: topPages.slice(0, 5),
  };
}

export type ReportResult =
  { report: VisitorReport; sample: false } | { report: VisitorReport; sample: true; reason: string };

/** Asks the endpoint for its report; any failure gives the sample, with the reason for the console. */
export async function loadVisitorReport(endpoint: string, signal?: AbortSignal): Promise<ReportResult> {
  try {
    const response = await fetch(`${endpoint}?action=report`, {
      signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return { report: SAMPLE_REPORT, sample: true, reason: `HTTP ${response.status}` };
    const report = parseVisitorReport(await response.json());
    return report
      ? { report, sample: false }
      : { report: SAMPLE_REPORT, sample: true, reason: 'the answer is not a visitor report' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { report: SAMPLE_REPORT, sample: true, reason: String(error) };
  }
}
