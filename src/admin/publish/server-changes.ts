/**
 * Each document the server's revisions changed since a base revision, as the newest of them left it:
 * what a rebase after a 409, or a draft taken back after a reload, compares the user's documents with.
 */
import { listRevisions, readRevision } from '../history/revisions-client';

export interface ServerChanges {
  /** The newest revision. */
  revision: number;
  /** undefined: deleted. */
  documents: Map<string, unknown>;
}

export class UncomparableBaseError extends Error {
  constructor(base: number) {
    super(`Revision ${base} is no longer kept (or not yet written): the changes since it cannot be read.`);
  }
}

export async function readServerChangesSince(
  base: number,
  fetcher: typeof fetch = fetch,
): Promise<ServerChanges> {
  const revisions = await listRevisions(fetcher);
  const newest = revisions[0]?.revision ?? 0;
  const oldestKept = revisions.at(-1)?.revision ?? 0;
  // As the server judges a stale base: one older than the revisions kept, or newer than any, cannot be compared.
  if (base > newest || base < oldestKept - 1) throw new UncomparableBaseError(base);

  // Newest first, so the first revision naming a document is the one that left it as it is now.
  const lastChangedIn = new Map<string, number>();
  for (const summary of revisions) {
    if (summary.revision <= base) break;
    for (const id of summary.documents) if (!lastChangedIn.has(id)) lastChangedIn.set(id, summary.revision);
  }
  const details = await Promise.all(
    [...new Set(lastChangedIn.values())].map((revision) => readRevision(revision, fetcher)),
  );
  const documents = new Map<string, unknown>();
  for (const detail of details)
    for (const change of detail.changes)
      if (lastChangedIn.get(change.id) === detail.revision)
        documents.set(change.id, change.after ?? undefined);
  return { revision: newest, documents };
}
