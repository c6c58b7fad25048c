/**
 * The History screen's wire to the server's revisions API, without React: the list, one revision's
 * changes, and Restore, whose answer is read like a publish's (409 stale base, 422 invalid content).
 */
import {
  REVISIONS_API,
  type RestoreRequest,
  type RevisionDetail,
  type RevisionList,
  type RevisionSummary,
} from '../../content/publishing';
import { postRevision, type PublishRefusal } from '../publish/publish-client';

export type RestoreOutcome = { kind: 'restored'; revision: number; documents: string[] } | PublishRefusal;

async function readJson<T>(response: Response, address: string): Promise<T> {
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every revision, newest first. */
export async function listRevisions(fetcher: typeof fetch = fetch): Promise<RevisionSummary[]> {
  const response = await fetcher(REVISIONS_API, { credentials: 'same-origin', cache: 'no-cache' });
  return (await readJson<RevisionList>(response, REVISIONS_API)).revisions;
}

/** One revision with each changed document before and after. */
export async function readRevision(revision: number, fetcher: typeof fetch = fetch): Promise<RevisionDetail> {
  const address = `${REVISIONS_API}/${revision}`;
  return readJson<RevisionDetail>(await fetcher(address, { credentials: 'same-origin' }), address);
}

/** Publishes the content as it was in `revision`, on the newest revision the admin has seen. */
export async function restoreRevision(
  revision: number,
  baseRevision: number,
  fetcher: typeof fetch = fetch,
): Promise<RestoreOutcome> {
  const answer = await postRevision(
    `${REVISIONS_API}/${revision}/restore`,
    { baseRevision } satisfies RestoreRequest,
    fetcher,
  );
  if (answer.kind !== 'accepted') return answer;
  return { kind: 'restored', revision: answer.accepted.revision, documents: answer.accepted.documents };
}
