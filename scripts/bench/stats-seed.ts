import Database from 'better-sqlite3';
import { openStatsStore } from '../../src/server/stats/store';

/** Five views per session, spread over the last year, as a busy site would have them. */
const VIEWS_PER_SESSION = 5;
const PAGES = 40;

/**
 * Fills a new statistics database with `views` page views in one transaction, with the aggregates
 * the server keeps, so a benchmark can start from a year of history in seconds rather than hours.
 */
export function seedStatistics(databasePath: string, views: number, timeZoneOffsetHours = 3): void {
  // Opening the store creates the schema.
  openStatsStore({
    databasePath,
    timeZone: 'Africa/Dar_es_Salaam',
    totalOffset: 0,
    retentionDays: 400,
    onlineWindowMs: 300_000,
  }).close();
  const sessions = Math.ceil(views / VIEWS_PER_SESSION);
  const now = Date.now();
  const db = new Database(databasePath);
  const localDay = `date((%s) / 1000 + ${timeZoneOffsetHours * 3600}, 'unixepoch')`;
  // Session i started (i % 365) days ago, an hour and more before now, so none of them is online.
  const startedAt = `(${now} - 3600000 - (i % 365) * 86400000)`;
  db.transaction(() => {
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO sessions (id, session_key, device, start_day, started_at, last_seen, page_views)
       SELECT i, 'seeded-session-' || i,
              CASE i % 20 WHEN 0 THEN 'tablet' ELSE CASE WHEN i % 3 = 0 THEN 'desktop' ELSE 'mobile' END END,
              ${localDay.replace('%s', startedAt)}, ${startedAt}, ${startedAt}, ?
       FROM n`,
    ).run(sessions, VIEWS_PER_SESSION);
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
       INSERT INTO page_views (session_id, path, viewed_at)
       SELECT 1 + i / ${VIEWS_PER_SESSION}, '/page-' || (i % ${PAGES}),
              ${now} - 3600000 - ((i / ${VIEWS_PER_SESSION}) % 365) * 86400000
       FROM n`,
    ).run(views);
    db.exec(`
      INSERT INTO day_sessions (day, session_id) SELECT start_day, id FROM sessions;
      INSERT INTO year_sessions (year, session_id) SELECT CAST(substr(start_day, 1, 4) AS INTEGER), id FROM sessions;
      INSERT INTO daily_totals (day, visitors, page_views, sessions_started, viewed_sessions,
                                single_view_sessions, mobile, desktop, tablet)
        SELECT start_day, COUNT(*), SUM(page_views), COUNT(*), COUNT(*), SUM(page_views = 1),
               SUM(device = 'mobile'), SUM(device = 'desktop'), SUM(device = 'tablet')
        FROM sessions GROUP BY start_day;
      INSERT INTO yearly_totals (year, visitors)
        SELECT CAST(substr(start_day, 1, 4) AS INTEGER), COUNT(*) FROM sessions GROUP BY 1;
      INSERT INTO daily_page_views (day, path, views)
        SELECT s.start_day, v.path, COUNT(*) FROM page_views v JOIN sessions s ON s.id = v.session_id
        GROUP BY s.start_day, v.path;
    `);
    db.prepare("UPDATE counters SET value = ? WHERE name = 'sessions'").run(sessions);
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
