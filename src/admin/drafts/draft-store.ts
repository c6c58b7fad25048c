/**
 * Unpublished edits kept between visits: one draft per browser, in IndexedDB, read back with its shape
 * checked, since anything may have been stored there before.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { isObject } from '../../content/json-object';
import type { PendingLabel } from '../publish/publish-client';

export interface Draft {
  /** Milliseconds since 1970. */
  savedAt: number;
  baseRevision: number;
  /** Each changed document by id; null: a deleted page. */
  documents: Record<string, unknown>;
  /** Oldest first, to be published with the edits. */
  labels: PendingLabel[];
}

export interface DraftStorage {
  read(): Promise<Draft | undefined>;
  write(draft: Draft): Promise<void>;
  clear(): Promise<void>;
}

const DRAFT_KEY = 'unpublished-edits';

function isPendingLabel(value: unknown): value is PendingLabel {
  return (
    isObject(value) &&
    typeof value.label === 'string' &&
    Array.isArray(value.documentIds) &&
    value.documentIds.every((id) => typeof id === 'string')
  );
}

/** Undefined unless the value is a draft with at least one document. */
export function asDraft(value: unknown): Draft | undefined {
  if (
    !isObject(value) ||
    typeof value.savedAt !== 'number' ||
    typeof value.baseRevision !== 'number' ||
    !isObject(value.documents) ||
    Object.keys(value.documents).length === 0 ||
    !Array.isArray(value.labels) ||
    !value.labels.every(isPendingLabel)
  )
    return undefined;
  return value as unknown as Draft;
}

/**
 * The database is opened on first use, so a browser without IndexedDB gets failed reads and writes
 * (which the keeper reports), not a broken editor.
 */
export function indexedDbDraftStorage(
  openStore: () => UseStore = () => createStore('college-admin-drafts', 'drafts'),
): DraftStorage {
  let store: UseStore | undefined;
  const opened = async () => (store ??= openStore());
  return {
    read: async () => asDraft(await get(DRAFT_KEY, await opened())),
    write: async (draft) => set(DRAFT_KEY, draft, await opened()),
    clear: async () => del(DRAFT_KEY, await opened()),
  };
}
