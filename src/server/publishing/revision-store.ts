/**
 * The revisions in SQLite: each publish's number, time, session label and history labels, and every
 * document it changed before and after. Revision 0 is the content as first found (it changes nothing).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RevisionDetail, RevisionSummary } from '../../content/publishing';

/** One revision as written: the record a journal carries, so files and record commit together. */
export interface RevisionRecord extends RevisionSummary {
  changes: { id: string; before: unknown; after: unknown }[];
}

export interface RevisionStore {
  /** The live revision: the newest recorded. */
  current(): number;
  /** Records a revision; a revision already recorded (a journal replayed after a crash) is left as it is. */
  record(revision: RevisionRecord): void;
  list(): RevisionSummary[];
  detail(revision: number): RevisionDetail | undefined;
  /** The documents changed by the revisions after `revision`, up to the live one. */
  changedSince(revision: number): Set<string>;
  /**
   * A document as it was in `revision`, when a later revision changed it: the `before` of its first
   * change after. `unchanged` when no later revision changed it (it is as it is now).
   */
  documentAt(revision: number, id: string): { value: unknown } | 'unchanged';
  /** The oldest revision still kept. */
  oldest(): number;
  close(): void;
}

export interface RevisionStoreOptions {
  /** A file path, or ':memory:'. The folder is created when missing. */
  databasePath: string;
  /** How many revisions to keep; undefined keeps all. */
  keep?: number;
  now?: () => Date;
}

const MIGRATIONS = [
  `
  CREATE TABLE revisions (
    revision INTEGER PRIMARY KEY,
    published_at TEXT NOT NULL,
    published_by TEXT NOT NULL,
    labels TEXT NOT NULL,
    restored_from INTEGER
  );
  -- Each document a revision changed, as JSON text before and after (NULL: absent).
  CREATE TABLE revision_documents (
    revision INTEGER NOT NULL REFERENCES revisions (revision) ON DELETE CASCADE,
    document_id TEXT NOT NULL,
    before TEXT,
    after TEXT,
    PRIMARY KEY (revision, document_id)
  ) WITHOUT ROWID;
  CREATE INDEX revision_documents_by_document ON revision_documents (document_id, revision);
  `,
];

export function openRevisionStore({
  databasePath,
  keep,
  now = () => new Date(),
}: RevisionStoreOptions): RevisionStore {
  if (databasePath !== ':memory:') fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);

  const insertRevision = db.prepare(
    `INSERT OR IGNORE INTO revisions (revision, published_at, published_by, labels, restored_from)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const insertDocument = db.prepare(
    'INSERT OR IGNORE INTO revision_documents (revision, document_id, before, after) VALUES (?, ?, ?, ?)',
  );
  const selectCurrent = db.prepare('SELECT MAX(revision) AS revision FROM revisions');
  const selectOldest = db.prepare('SELECT MIN(revision) AS revision FROM revisions');
  const selectRevisions = db.prepare('SELECT * FROM revisions ORDER BY revision DESC');
  const selectRevision = db.prepare('SELECT * FROM revisions WHERE revision = ?');
  const selectDocuments = db.prepare(
    'SELECT document_id, before, after FROM revision_documents WHERE revision = ? ORDER BY document_id',
  );
  const selectDocumentIds = db.prepare(
    'SELECT revision, document_id FROM revision_documents ORDER BY revision DESC, document_id',
  );
  const selectChangedSince = db.prepare(
    'SELECT DISTINCT document_id FROM revision_documents WHERE revision > ?',
  );
  const selectFirstChangeAfter = db.prepare(
    `SELECT before FROM revision_documents WHERE document_id = ? AND revision > ?
     ORDER BY revision LIMIT 1`,
  );
  const pruneBelow = db.prepare('DELETE FROM revisions WHERE revision < ?');

  const record = db.transaction((revision: RevisionRecord) => {
    const inserted = insertRevision.run(
      revision.revision,
      revision.publishedAt,
      revision.publishedBy,
      JSON.stringify(revision.labels),
      revision.restoredFrom ?? null,
    );
    if (inserted.changes === 0) return;
    for (const { id, before, after } of revision.changes) {
      insertDocument.run(revision.revision, id, jsonOrNull(before), jsonOrNull(after));
    }
    if (keep !== undefined) pruneBelow.run(revision.revision - keep + 1);
  });

  if (currentOf() === undefined) {
    record({
      revision: 0,
      publishedAt: now().toISOString(),
      publishedBy: '',
      labels: [],
      documents: [],
      changes: [],
    });
  }

  function currentOf(): number | undefined {
    return (selectCurrent.get() as { revision: number | null }).revision ?? undefined;
  }

  function documentIdsByRevision(): Map<number, string[]> {
    const ids = new Map<number, string[]>();
    for (const row of selectDocumentIds.all() as { revision: number; document_id: string }[]) {
      const list = ids.get(row.revision) ?? [];
      list.push(row.document_id);
      ids.set(row.revision, list);
    }
    return ids;
  }

  return {
    current: () => currentOf() ?? 0,
    record: (revision) => record(revision),
    list() {
      const ids = documentIdsByRevision();
      return (selectRevisions.all() as RevisionRow[]).map((row) =>
        summaryOf(row, ids.get(row.revision) ?? []),
      );
    },
    detail(revision) {
      const row = selectRevision.get(revision) as RevisionRow | undefined;
      if (!row) return undefined;
      const changes = (selectDocuments.all(revision) as DocumentRow[]).map((change) => ({
        id: change.document_id,
        before: parsedOrNull(change.before),
        after: parsedOrNull(change.after),
      }));
      return {
        ...summaryOf(
          row,
          changes.map((change) => change.id),
        ),
        changes,
      };
    },
    changedSince: (revision) =>
      new Set((selectChangedSince.all(revision) as { document_id: string }[]).map((row) => row.document_id)),
    documentAt(revision, id) {
      const row = selectFirstChangeAfter.get(id, revision) as { before: string | null } | undefined;
      return row ? { value: parsedOrNull(row.before) } : 'unchanged';
    },
    oldest: () => (selectOldest.get() as { revision: number | null }).revision ?? 0,
    close: () => db.close(),
  };
}

interface RevisionRow {
  revision: number;
  published_at: string;
  published_by: string;
  labels: string;
  restored_from: number | null;
}

interface DocumentRow {
  document_id: string;
  before: string | null;
  after: string | null;
}

function summaryOf(row: RevisionRow, documents: string[]): RevisionSummary {
  return {
    revision: row.revision,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    labels: JSON.parse(row.labels) as string[],
    documents,
    ...(row.restored_from === null ? {} : { restoredFrom: row.restored_from }),
  };
}

const jsonOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
const parsedOrNull = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  let version = row?.version ?? 0;
  if (!row) db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
  for (; version < MIGRATIONS.length; version += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.prepare('UPDATE schema_version SET version = ?').run(version + 1);
    })();
  }
}
