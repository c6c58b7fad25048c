import type Database from 'better-sqlite3';

/**
 * The database's schema, as numbered migrations. A database records the last one applied in
 * schema_version; at start the missing ones run in order, each in its own transaction. Add a
 * migration at the end; never edit one that has shipped.
 */
const MIGRATIONS: string[] = [
  `
  -- A session is one visitor: one browser tab session, known by the random id its browser made.
  CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    session_key TEXT NOT NULL UNIQUE,
    device TEXT NOT NULL CHECK (device IN ('mobile', 'desktop', 'tablet')),
    start_day TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    last_seen INTEGER NOT NULL,
    left_at INTEGER,
    page_views INTEGER NOT NULL DEFAULT 0
  );
  -- Online sessions are read by a range over this index, so the cost follows the visitors of the
  -- last minutes, not the whole history.
  CREATE INDEX sessions_present ON sessions (last_seen) WHERE left_at IS NULL;

  -- Raw page views: pruned after the retention period; the aggregates below stay.
  CREATE TABLE page_views (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL,
    path TEXT NOT NULL,
    viewed_at INTEGER NOT NULL
  );
  CREATE INDEX page_views_by_time ON page_views (viewed_at);

  -- The sets of sessions seen on each day and in each year, so a session counts once per day and year.
  CREATE TABLE day_sessions (
    day TEXT NOT NULL,
    session_id INTEGER NOT NULL,
    PRIMARY KEY (day, session_id)
  ) WITHOUT ROWID;
  CREATE TABLE year_sessions (
    year INTEGER NOT NULL,
    session_id INTEGER NOT NULL,
    PRIMARY KEY (year, session_id)
  ) WITHOUT ROWID;

  -- Aggregates, kept up to date with every write and never pruned. Session-based columns of a day
  -- (sessions_started, viewed_sessions, single_view_sessions and the devices) belong to the day the
  -- session started.
  CREATE TABLE daily_totals (
    day TEXT PRIMARY KEY,
    visitors INTEGER NOT NULL DEFAULT 0,
    page_views INTEGER NOT NULL DEFAULT 0,
    sessions_started INTEGER NOT NULL DEFAULT 0,
    viewed_sessions INTEGER NOT NULL DEFAULT 0,
    single_view_sessions INTEGER NOT NULL DEFAULT 0,
    mobile INTEGER NOT NULL DEFAULT 0,
    desktop INTEGER NOT NULL DEFAULT 0,
    tablet INTEGER NOT NULL DEFAULT 0
  ) WITHOUT ROWID;
  CREATE TABLE yearly_totals (
    year INTEGER PRIMARY KEY,
    visitors INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE daily_page_views (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    views INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, path)
  ) WITHOUT ROWID;
  CREATE TABLE counters (
    name TEXT PRIMARY KEY,
    value INTEGER NOT NULL
  ) WITHOUT ROWID;
  INSERT INTO counters (name, value) VALUES ('sessions', 0);
  `,
  `
  -- Views per page and month, into which prune() folds the daily per-page counts older than the
  -- retention, so the top pages of the report's twelve months stay whole while storage stays bounded.
  CREATE TABLE monthly_page_views (
    month TEXT NOT NULL,
    path TEXT NOT NULL,
    views INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, path)
  ) WITHOUT ROWID;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  const current = row?.version ?? 0;
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `The statistics database is at schema version ${current}, newer than this server knows (${SCHEMA_VERSION}).`,
    );
  }
  if (!row) db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
  for (let version = current + 1; version <= SCHEMA_VERSION; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version - 1]!);
      db.prepare('UPDATE schema_version SET version = ?').run(version);
    })();
  }
}
