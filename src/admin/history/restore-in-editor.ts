/**
 * After a restore, the editor holds the documents as restored: they replace the ones in memory as one
 * edit (so unpublished work they replace can still be undone), and become the published baseline, so
 * the Publish count stays right and the next publish is based on the new revision.
 */
import type { EditHistory } from '../../content/history';
import type { RevisionDetail } from '../../content/publishing';
import { replaceDocuments, type Publishing } from '../publish/publish-client';

export function takeRestoredRevision(
  restored: RevisionDetail,
  history: EditHistory,
  publishing: Publishing,
  label: string,
): void {
  const documents = new Map(restored.changes.map((change) => [change.id, change.after ?? undefined]));
  replaceDocuments(history, documents, label);
  publishing.adoptRevision(restored.revision, documents);
}
