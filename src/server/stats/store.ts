import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { addDays, addMonths, calendarFor, daysBetween } from './calendar';
import { DEVICES, type Device } from './device';
import { migrate } from './schema';
import type { VisitorCounts, VisitorReport } from '../../content/statistics';
import { NOT_FOUND_PATH } from '../../content/site-path';

/** What the public panel shows (spec §7, entity Visitor stats). */
export type VisitorSnapshot = VisitorCounts;
export type { VisitorReport };

export interface StatsStoreOptions {
  /** A file path, or ':memory:'. The folder is created when missing. */
  databasePath: string;
  timeZone: string;
  /** Added to the count of all sessions ever, so a count carried over from an older counter goes on. */
  totalOffset: number;
  /**
   * Raw page views and daily per-page counts older than this many days are removed by prune(); the
   * per-page counts are kept by month (for the report's year), the other aggregates stay.
   */
  retentionDays: number;
  /** A session seen within this many milliseconds, and not gone, is online. */
  onlineWindowMs: number;
  now?: () => number;
}

/**
 * The path every view of an address that is not a page of the site is counted under. Such views
 * count in the totals, but no raw view is kept for them and they are not among the top pages, so
 * made-up addresses can neither fill the database nor the report.
 */

export interface ViewInput {
  sessionId: string;
  /** The page's path on this site, or NOT_FOUND_PATH. */
  path: string;
  /** A heartbeat keeps a session present without counting a page view. */
  heartbeat: boolean;
  device: Device;
}

export interface StatsStore {
  /** Records the views in one transaction: all of them, or none when writing fails. */
  recordViews(views: readonly ViewInput[]): void;
  recordLeaving(sessionId: string): void;
  snapshot(): VisitorSnapshot;
  report(): VisitorReport;
  /** Removes what the retention no longer needs; returns the number of raw page views removed. */
  prune(): number;
  close(): void;
}

const REPORT_MONTHS = 12;
const AVERAGE_DAYS = 30;
const WEEK_DAYS = 7;
const TOP_PAGES = 5;

export function openStatsStore(options: StatsStoreOptions): StatsStore {
  const now = options.now ?? Date.now;
  const calendar = calendarFor(options.timeZone);
  if (options.databasePath !== ':memory:') {
    fs.mkdirSync(path.dirname(options.databasePath), { recursive: true });
  }
  const db = new Database(options.databasePath);
  // WAL lets readers go on while a view is written. synchronous=NORMAL keeps every committed view
  // through a crash of this process (the OS holds the WAL); only a power cut can lose the last ones.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const statements = {
    findSession: db.prepare<[string], { id: number; start_day: string; page_views: number }>(
      'SELECT id, start_day, page_views FROM sessions WHERE session_key = ?',
    ),
    insertSession: db.prepare<[string, Device, string, number, number], { id: number }>(
      `INSERT INTO sessions (session_key, device, start_day, started_at, last_seen)
       VALUES (?, ?, ?, ?, ?) RETURNING id`,
    ),
    touchSession: db.prepare<[number, number]>(
      'UPDATE sessions SET last_seen = ?, left_at = NULL WHERE id = ?',
    ),
    countView: db.prepare<[number], { page_views: number }>(
      'UPDATE sessions SET page_views = page_views + 1 WHERE id = ? RETURNING page_views',
    ),
    leave: db.prepare<[number, string]>(
      'UPDATE sessions SET left_at = ? WHERE session_key = ? AND left_at IS NULL',
    ),
    insertView: db.prepare<[number, string, number]>(
      'INSERT INTO page_views (session_id, path, viewed_at) VALUES (?, ?, ?)',
    ),
    addDaySession: db.prepare<[string, number]>(
      'INSERT OR IGNORE INTO day_sessions (day, session_id) VALUES (?, ?)',
    ),
    addYearSession: db.prepare<[number, number]>(
      'INSERT OR IGNORE INTO year_sessions (year, session_id) VALUES (?, ?)',
    ),
    addYearVisitor: db.prepare<[number]>(
      `INSERT INTO yearly_totals (year, visitors) VALUES (?, 1)
       ON CONFLICT (year) DO UPDATE SET visitors = visitors + 1`,
    ),
    addPageView: db.prepare<[string, string]>(
      `INSERT INTO daily_page_views (day, path, views) VALUES (?, ?, 1)
       ON CONFLICT (day, path) DO UPDATE SET views = views + 1`,
    ),
    countSession: db.prepare("UPDATE counters SET value = value + 1 WHERE name = 'sessions'"),
    online: db.prepare<[number], { count: number }>(
      'SELECT COUNT(*) AS count FROM sessions WHERE last_seen >= ? AND left_at IS NULL',
    ),
    dayVisitors: db.prepare<[string], { visitors: number }>(
      'SELECT visitors FROM daily_totals WHERE day = ?',
    ),
    yearVisitors: db.prepare<[number], { visitors: number }>(
      'SELECT visitors FROM yearly_totals WHERE year = ?',
    ),
    allSessions: db.prepare<[], { value: number }>("SELECT value FROM counters WHERE name = 'sessions'"),
    monthly: db.prepare<[string], { month: string; visits: number }>(
      `SELECT substr(day, 1, 7) AS month, SUM(sessions_started) AS visits
       FROM daily_totals WHERE day >= ? GROUP BY month`,
    ),
    periodTotals: db.prepare<
      [string],
      { viewed: number | null; single: number | null } & Record<Device, number | null>
    >(
      `SELECT SUM(viewed_sessions) AS viewed, SUM(single_view_sessions) AS single,
              SUM(mobile) AS mobile, SUM(desktop) AS desktop, SUM(tablet) AS tablet
       FROM daily_totals WHERE day >= ?`,
    ),
    recentVisitors: db.prepare<[string], { visitors: number | null; first: string | null }>(
      'SELECT SUM(visitors) AS visitors, MIN(day) AS first FROM daily_totals WHERE day >= ?',
    ),
    topPages: db.prepare<[string, string, string, number], { path: string; views: number }>(
      `SELECT path, SUM(views) AS views FROM (
         SELECT path, views FROM daily_page_views WHERE day >= ?
         UNION ALL SELECT path, views FROM monthly_page_views WHERE month >= ?
       ) WHERE path <> ? GROUP BY path ORDER BY views DESC, path LIMIT ?`,
    ),
    foldPageViews: db.prepare<[string]>(
      `INSERT INTO monthly_page_views (month, path, views)
       SELECT substr(day, 1, 7), path, SUM(views) FROM daily_page_views WHERE day < ? GROUP BY 1, 2
       ON CONFLICT (month, path) DO UPDATE SET views = views + excluded.views`,
    ),
    pruneDailyPageViews: db.prepare<[string]>('DELETE FROM daily_page_views WHERE day < ?'),
    pruneMonthlyPageViews: db.prepare<[string]>('DELETE FROM monthly_page_views WHERE month < ?'),
    pruneViews: db.prepare<[number]>('DELETE FROM page_views WHERE viewed_at < ?'),
    pruneSessions: db.prepare<[number]>('DELETE FROM sessions WHERE last_seen < ?'),
    pruneDaySessions: db.prepare<[string]>('DELETE FROM day_sessions WHERE day < ?'),
    pruneYearSessions: db.prepare<[number]>('DELETE FROM year_sessions WHERE year < ?'),
  };

  // One statement per column keeps every statement prepared once; the column names are fixed here.
  const dailyIncrement = (column: string) =>
    db.prepare<[string]>(
      `INSERT INTO daily_totals (day, ${column}) VALUES (?, 1)
       ON CONFLICT (day) DO UPDATE SET ${column} = ${column} + 1`,
    );
  const addDayVisitor = dailyIncrement('visitors');
  const addDayPageView = dailyIncrement('page_views');
  const addSessionStart = dailyIncrement('sessions_started');
  const addViewedSession = dailyIncrement('viewed_sessions');
  const addSingleView = dailyIncrement('single_view_sessions');
  const removeSingleView = db.prepare<[string]>(
    'UPDATE daily_totals SET single_view_sessions = single_view_sessions - 1 WHERE day = ?',
  );
  const addDevice = Object.fromEntries(DEVICES.map((device) => [device, dailyIncrement(device)])) as Record<
    Device,
    Database.Statement<[string]>
  >;

  const writeView = (view: ViewInput) => {
    const at = now();
    const { day, year } = calendar.dateOf(at);
    let session = statements.findSession.get(view.sessionId);
    if (!session) {
      const { id } = statements.insertSession.get(view.sessionId, view.device, day, at, at)!;
      session = { id, start_day: day, page_views: 0 };
      statements.countSession.run();
      addSessionStart.run(day);
      addDevice[view.device].run(day);
    } else {
      statements.touchSession.run(at, session.id);
    }
    if (statements.addDaySession.run(day, session.id).changes > 0) addDayVisitor.run(day);
    if (statements.addYearSession.run(year, session.id).changes > 0) statements.addYearVisitor.run(year);
    if (view.heartbeat) return;

    if (view.path !== NOT_FOUND_PATH) statements.insertView.run(session.id, view.path, at);
    statements.addPageView.run(day, view.path);
    addDayPageView.run(day);
    const { page_views: views } = statements.countView.get(session.id)!;
    if (views === 1) {
      addViewedSession.run(session.start_day);
      addSingleView.run(session.start_day);
    } else if (views === 2) {
      removeSingleView.run(session.start_day);
    }
  };
  const recordViews = db.transaction((views: readonly ViewInput[]) => {
    for (const view of views) writeView(view);
  });

  const visitorsOn = (day: string) => statements.dayVisitors.get(day)?.visitors ?? 0;

  // Every open tab asks every few seconds, so the answer is kept until the next write or the next
  // second, whichever comes first: counts stay exact, and "online" moves on a one-second grid.
  let cachedSnapshot: { second: number; snapshot: VisitorSnapshot } | null = null;

  return {
    recordViews(views) {
      cachedSnapshot = null;
      recordViews.immediate(views);
    },
    recordLeaving(sessionId) {
      cachedSnapshot = null;
      statements.leave.run(now(), sessionId);
    },
    snapshot() {
      const at = now();
      const second = Math.floor(at / 1000);
      if (cachedSnapshot?.second === second) return cachedSnapshot.snapshot;
      const { day, year } = calendar.dateOf(at);
      const snapshot = {
        online: statements.online.get(second * 1000 - options.onlineWindowMs)!.count,
        today: visitorsOn(day),
        yesterday: visitorsOn(addDays(day, -1)),
        yearly: statements.yearVisitors.get(year)?.visitors ?? 0,
        total: statements.allSessions.get()!.value + options.totalOffset,
      };
      cachedSnapshot = { second, snapshot };
      return snapshot;
    },
    report() {
      const { day } = calendar.dateOf(now());
      const firstMonth = addMonths(day, -(REPORT_MONTHS - 1));
      const since = `${firstMonth}-01`;
      const visitsByMonth = new Map(statements.monthly.all(since).map((row) => [row.month, row.visits]));
      const monthly = Array.from({ length: REPORT_MONTHS }, (_, index) => {
        const month = addMonths(since, index);
        return { month, visits: visitsByMonth.get(month) ?? 0 };
      });

      const period = statements.periodTotals.get(since)!;
      const sessions = DEVICES.reduce((sum, device) => sum + (period[device] ?? 0), 0);
      const devices = Object.fromEntries(
        DEVICES.map((device) => [device, percent(period[device] ?? 0, sessions)]),
      ) as Record<Device, number>;

      const recent = statements.recentVisitors.get(addDays(day, -(AVERAGE_DAYS - 1)))!;
      const days = recent.first ? daysBetween(recent.first, day) + 1 : 1;

      return {
        total: statements.allSessions.get()!.value + options.totalOffset,
        averageDailyVisitors: Math.round((recent.visitors ?? 0) / days),
        visitorsThisWeek: statements.recentVisitors.get(addDays(day, -(WEEK_DAYS - 1)))!.visitors ?? 0,
        bounceRate: percent(period.single ?? 0, period.viewed ?? 0),
        monthly,
        devices,
        topPages: statements.topPages.all(since, firstMonth, NOT_FOUND_PATH, TOP_PAGES),
      };
    },
    prune() {
      const at = now();
      const { day, year } = calendar.dateOf(at);
      const cutoff = at - options.retentionDays * 86_400_000;
      const removed = db.transaction(() => {
        const views = statements.pruneViews.run(cutoff).changes;
        statements.pruneSessions.run(cutoff);
        // Only today's and yesterday's sets, and this year's, are still needed to count a session once.
        statements.pruneDaySessions.run(addDays(day, -1));
        statements.pruneYearSessions.run(year);
        const retainedDay = calendar.dateOf(cutoff).day;
        statements.foldPageViews.run(retainedDay);
        statements.pruneDailyPageViews.run(retainedDay);
        statements.pruneMonthlyPageViews.run(addMonths(day, -(REPORT_MONTHS - 1)));
        return views;
      })();
      // A large removal leaves a large write-ahead log, which every later read would have to consult.
      if (removed > 0) db.pragma('wal_checkpoint(TRUNCATE)');
      return removed;
    },
    close() {
      if (db.open) db.close();
    },
  };
}

/** A share in percent with one decimal, 0 when there is nothing to share. */
function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
