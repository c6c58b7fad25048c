/**
 * Admin sessions, kept by the server: the browser holds only a random id (32 bytes from
 * node:crypto) in its cookie; the server stores that id's SHA-256, so a copy of the database opens
 * no session. A session ends when it is ended (Logout) or after a time without use (sliding).
 */
import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';

export interface AdminSession {
  /** Names the session in records (revisions); it is not the cookie's secret and cannot become it. */
  id: string;
  username: string;
  startedAt: number;
}

export interface SessionStore {
  /** A new session; the returned token goes into the cookie and nowhere else. */
  start(username: string): { token: string; session: AdminSession };
  /** The token's live session, its idle time renewed; undefined when unknown or expired. */
  touch(token: string): AdminSession | undefined;
  end(token: string): void;
  close(): void;
}

export interface SessionStoreOptions {
  /** A file path, or ':memory:'. */
  databasePath: string;
  idleMs: number;
  now: () => number;
}

/** Renewing the idle time is a write; once a minute per session is enough. */
const RENEW_AFTER_MS = 60_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function openSessionStore({ databasePath, idleMs, now }: SessionStoreOptions): SessionStore {
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE IF NOT EXISTS admin_sessions (
    token_hash TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    last_seen INTEGER NOT NULL
  ) STRICT`);
  const insert = db.prepare(
    'INSERT INTO admin_sessions (token_hash, username, started_at, last_seen) VALUES (?, ?, ?, ?)',
  );
  const find = db.prepare<[string], { username: string; started_at: number; last_seen: number }>(
    'SELECT username, started_at, last_seen FROM admin_sessions WHERE token_hash = ?',
  );
  const renew = db.prepare('UPDATE admin_sessions SET last_seen = ? WHERE token_hash = ?');
  const remove = db.prepare('DELETE FROM admin_sessions WHERE token_hash = ?');
  const prune = db.prepare('DELETE FROM admin_sessions WHERE last_seen <= ?');

  const sessionOf = (hash: string, username: string, startedAt: number): AdminSession => ({
    id: hash.slice(0, 16),
    username,
    startedAt,
  });

  return {
    start(username) {
      const at = now();
      prune.run(at - idleMs);
      const token = randomBytes(32).toString('base64url');
      const hash = digest(token);
      insert.run(hash, username, at, at);
      return { token, session: sessionOf(hash, username, at) };
    },
    touch(token) {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      const hash = digest(token);
      const row = find.get(hash);
      if (!row) return undefined;
      const at = now();
      if (at - row.last_seen >= idleMs) {
        remove.run(hash);
        return undefined;
      }
      if (at - row.last_seen >= RENEW_AFTER_MS) renew.run(at, hash);
      return sessionOf(hash, row.username, row.started_at);
    },
    end(token) {
      if (TOKEN_SHAPE.test(token)) remove.run(digest(token));
    },
    close() {
      db.close();
    },
  };
}
