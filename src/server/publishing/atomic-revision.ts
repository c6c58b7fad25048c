/**
 * Writes a revision's documents into the content folder so that a process killed at any instant leaves
 * exactly one revision, the old or the new: every file is staged (written aside and fsynced), then a
 * journal naming the renames is written and renamed into place (the commit point), then the renames are
 * done and the journal removed. At start-up, recoverRevision() rolls a committed journal forward and
 * drops a stage that never committed. The journal also carries the revision's record, so the record
 * and the files are committed together.
 */
import fs from 'node:fs';
import path from 'node:path';
import { documentPath, STAGING_FOLDER } from './content-folder';

/** One document of a revision: its new text, or null to delete it. */
export interface DocumentWrite {
  id: string;
  text: string | null;
}

interface JournalEntry {
  id: string;
  /** The staged file, relative to the staging folder; absent for a deletion. */
  staged?: string;
}

interface Journal<Record> {
  entries: JournalEntry[];
  record: Record;
}

const JOURNAL = 'journal';
const JOURNAL_PENDING = 'journal.pending';

/**
 * A test hook: with PUBLISH_KILL_AT_STEP=n in the environment, the process kills itself (SIGKILL, as
 * `kill -9` does) when it reaches the n-th step of a revision's write. Unset, it does nothing.
 */
export function faultHookFromEnvironment(env: NodeJS.ProcessEnv): ((step: string) => void) | undefined {
  const value = env.PUBLISH_KILL_AT_STEP;
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  let remaining = Number(value);
  return () => {
    remaining -= 1;
    if (remaining === 0) process.kill(process.pid, 'SIGKILL');
  };
}

export interface RevisionWriterOptions {
  contentDir: string;
  /** Called between steps (see faultHookFromEnvironment). */
  onStep?: (step: string) => void;
}

/**
 * Writes the documents as one revision, and calls `recorded` with the record once the files are in place
 * (before the journal goes, so a crash in between records it at start-up instead).
 */
export function writeRevision<Record>(
  { contentDir, onStep = () => {} }: RevisionWriterOptions,
  writes: readonly DocumentWrite[],
  record: Record,
  recorded: (record: Record) => void,
): void {
  const staging = path.join(contentDir, STAGING_FOLDER);
  // A stage left by a process that died before committing is not a revision: start clean.
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging);
  onStep('staging folder made');

  const entries = writes.map(({ id, text }, index): JournalEntry => {
    if (text === null) return { id };
    const staged = `${index}.tmp`;
    writeDurably(path.join(staging, staged), text);
    onStep(`staged ${id}`);
    return { id, staged };
  });

  writeDurably(path.join(staging, JOURNAL_PENDING), JSON.stringify({ entries, record }));
  onStep('journal written');
  syncFolder(staging);
  onStep('stage synced');
  fs.renameSync(path.join(staging, JOURNAL_PENDING), path.join(staging, JOURNAL));
  syncFolder(staging);
  onStep('journal committed');

  applyJournal(contentDir, { entries, record }, recorded, onStep);
}

/**
 * Brings the folder to one revision after a crash: a committed journal is carried out (its record
 * passed to `recorded`, which must ignore a record it already holds); an uncommitted stage is dropped.
 * Returns the record of the revision rolled forward, if any.
 */
export function recoverRevision<Record>(
  contentDir: string,
  recorded: (record: Record) => void,
): Record | undefined {
  const staging = path.join(contentDir, STAGING_FOLDER);
  const journalFile = path.join(staging, JOURNAL);
  if (!fs.existsSync(journalFile)) {
    fs.rmSync(staging, { recursive: true, force: true });
    return undefined;
  }
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal<Record>;
  applyJournal(contentDir, journal, recorded, () => {});
  return journal.record;
}

/** Does the journal's renames and deletions; each is skipped when already done, so it can run twice. */
function applyJournal<Record>(
  contentDir: string,
  { entries, record }: Journal<Record>,
  recorded: (record: Record) => void,
  onStep: (step: string) => void,
): void {
  const staging = path.join(contentDir, STAGING_FOLDER);
  const touchedFolders = new Set<string>();
  for (const { id, staged } of entries) {
    const target = path.join(contentDir, documentPath(id));
    touchedFolders.add(path.dirname(target));
    if (staged === undefined) {
      fs.rmSync(target, { force: true });
      onStep(`deleted ${id}`);
      continue;
    }
    const source = path.join(staging, staged);
    // Already renamed by an earlier attempt that was killed before it removed the journal.
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(source, target);
    onStep(`renamed ${id}`);
  }
  for (const folder of touchedFolders) syncFolder(folder);
  onStep('renames synced');
  recorded(record);
  onStep('revision recorded');
  fs.rmSync(path.join(staging, JOURNAL));
  syncFolder(staging);
  onStep('journal removed');
  fs.rmSync(staging, { recursive: true, force: true });
}

function writeDurably(file: string, text: string): void {
  const handle = fs.openSync(file, 'wx');
  try {
    fs.writeFileSync(handle, text);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}

/** Makes a folder's entries (a file created, renamed or removed) durable. */
function syncFolder(folder: string): void {
  if (!fs.existsSync(folder)) return;
  const handle = fs.openSync(folder, 'r');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}
