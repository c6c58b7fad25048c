/**
 * Publishing, without HTTP: a set of changed documents on a base revision becomes a new revision when
 * the whole content with them is valid and no later revision changed the same documents. Publishes run
 * one at a time; after each, the site is re-rendered from the new content (its outcome kept as the
 * status the admin reads).
 */
import type {
  PublishAccepted,
  PublishConflict,
  PublishInvalid,
  PublishStatus,
} from '../../content/publishing';
import { validateContent, type ContentSource, type SiteFiles } from '../../validation';
import { recoverRevision, writeRevision, type DocumentWrite } from './atomic-revision';
import { contentFileName, documentValue, isDocumentId, readDocuments } from './content-folder';
import type { RevisionRecord, RevisionStore } from './revision-store';

export type PublishOutcome =
  | { status: 200; body: PublishAccepted }
  | { status: 409; body: PublishConflict }
  | { status: 422; body: PublishInvalid };

export interface PublishInput {
  baseRevision: number;
  /** Changed documents by id; null deletes one. */
  documents: Record<string, unknown>;
  labels: string[];
  /** The session's label. */
  publishedBy: string;
  restoredFrom?: number;
}

export interface PublisherOptions {
  contentDir: string;
  store: RevisionStore;
  siteFiles: () => SiteFiles;
  /** Re-renders what the changed documents touch into a new release and switches to it. */
  render?: (changedIds: string[], revision: number) => Promise<unknown>;
  /** Told of a render that failed (the revision stays written). */
  onRenderFailed?: (error: unknown, revision: number) => void;
  onStep?: (step: string) => void;
  now?: () => Date;
}

export interface Publisher {
  /**
   * Completes a revision whose writing was cut short after its commit point (or drops a stage that
   * never committed); returns its record when there was one. Runs before every publish too, so a
   * failure part-way (a full disk) never leaves a committed journal for the next publish to trip on.
   */
  recover(): RevisionRecord | undefined;
  publish(input: PublishInput): Promise<PublishOutcome>;
  /** Publishes the documents as they were in `revision`: every document changed since, put back. */
  restore(revision: number, baseRevision: number, publishedBy: string): Promise<PublishOutcome | undefined>;
  status(): PublishStatus;
  /** Settles when the publishes and renders under way have finished. */
  idle(): Promise<void>;
  /** Renders the whole content folder as the latest revision and makes it live. */
  renderLatest(): void;
}

export function createPublisher(options: PublisherOptions): Publisher {
  const { contentDir, store, now = () => new Date() } = options;
  // Publishes are chained: each starts when the one before has written its revision.
  let queue: Promise<unknown> = Promise.resolve();
  let rendering: Promise<unknown> = Promise.resolve();
  let renderState: PublishStatus['render'] = { state: 'idle' };

  const serialized = <T>(task: () => T | Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const recover = () => recoverRevision<RevisionRecord>(contentDir, store.record);

  function publishNow(input: PublishInput): PublishOutcome {
    recover();
    const current = store.current();
    const ids = Object.keys(input.documents).sort();
    const conflicts = conflictsOf(input.baseRevision, current, ids);
    if (conflicts.length > 0) {
      return {
        status: 409,
        body: {
          error: `Someone published revision ${current} after revision ${input.baseRevision}, changing the same documents: ${conflicts.join(', ')}.`,
          currentRevision: current,
          conflicts,
        },
      };
    }

    const live = readDocuments(contentDir);
    const changes = ids
      .map((id) => ({ id, before: documentValue(live.get(id)) ?? null, after: input.documents[id] ?? null }))
      .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));

    const next = new Map<string, ContentSource>(live);
    for (const { id, after } of changes) {
      if (after === null) next.delete(id);
      else next.set(id, { id, file: contentFileName(id), data: after });
    }
    const problems = validateContent([...next.values()], options.siteFiles()).errors;
    if (problems.length > 0) {
      return {
        status: 422,
        body: {
          error: `The content would have ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}; nothing was published.`,
          problems,
        },
      };
    }
    if (changes.length === 0) {
      return { status: 200, body: { revision: current, publishedAt: now().toISOString(), documents: [] } };
    }

    const record: RevisionRecord = {
      revision: current + 1,
      publishedAt: now().toISOString(),
      publishedBy: input.publishedBy,
      labels: input.labels,
      documents: changes.map((change) => change.id),
      changes,
      ...(input.restoredFrom === undefined ? {} : { restoredFrom: input.restoredFrom }),
    };
    const writes: DocumentWrite[] = changes.map(({ id, after }) => ({
      id,
      text: after === null ? null : `${JSON.stringify(after, null, 2)}\n`,
    }));
    writeRevision({ contentDir, onStep: options.onStep }, writes, record, store.record);
    startRender(record.documents, record.revision);
    return {
      status: 200,
      body: { revision: record.revision, publishedAt: record.publishedAt, documents: record.documents },
    };
  }

  /** The documents of this publish that a revision after its base changed too. */
  function conflictsOf(base: number, current: number, ids: string[]): string[] {
    if (base === current) return [];
    // A base from the future, or older than the revisions kept, cannot be compared: all conflict.
    if (base > current || base < store.oldest() - 1) return ids;
    const changedLater = store.changedSince(base);
    return ids.filter((id) => changedLater.has(id));
  }

  function startRender(changedIds: string[], revision: number): void {
    const render = options.render;
    if (!render) return;
    renderState = { state: 'rendering', revision };
    rendering = rendering
      .then(() => render(changedIds, revision))
      .then(
        () => {
          renderState = { state: 'live', revision };
        },
        (error: unknown) => {
          renderState = {
            state: 'failed',
            revision,
            error: error instanceof Error ? error.message : String(error),
          };
          options.onRenderFailed?.(error, revision);
        },
      );
  }

  return {
    recover,
    renderLatest: () => startRender([...readDocuments(contentDir).keys()], store.current()),
    publish(input) {
      const invalidIds = Object.keys(input.documents).filter((id) => !isDocumentId(id));
      if (invalidIds.length > 0) {
        return Promise.resolve({
          status: 422,
          body: {
            error: 'Some document ids name no place in the content.',
            problems: invalidIds.map((id) => ({
              file: `content/${id}.json`,
              pointer: '',
              message: 'is not a document id (lowercase words, digits and dashes, parted by slashes)',
              value: id,
            })),
          },
        });
      }
      return serialized(() => publishNow(input));
    },
    restore(revision, baseRevision, publishedBy) {
      return serialized(() => {
        recover();
        if (revision > store.current() || revision < store.oldest()) return undefined;
        const documents: Record<string, unknown> = {};
        for (const id of store.changedSince(revision)) {
          const then = store.documentAt(revision, id);
          if (then !== 'unchanged') documents[id] = then.value;
        }
        return publishNow({
          baseRevision,
          documents,
          labels: [],
          publishedBy,
          restoredFrom: revision,
        });
      });
    },
    status: () => ({ revision: store.current(), render: renderState }),
    idle: async () => {
      await queue;
      await rendering;
    },
  };
}
