/**
 * Publish without React: sends the documents changed since the last publish, with their edits' history
 * labels, on the revision they were made on; the published documents become the history's baseline.
 * Also moves the edits onto a newer revision (after a 409) and takes back edits kept as a draft.
 */
import type { EditHistory } from '../../content/history';
import {
  CONTENT_MANIFEST_ADDRESS,
  PUBLISH_API,
  PUBLISH_STATUS_API,
  type ContentManifest,
  type PublishAccepted,
  type PublishConflict,
  type PublishInvalid,
  type PublishRequest,
  type PublishStatus,
  type RevisionDetail,
} from '../../content/publishing';
import type { ContentStore } from '../../content/store';
import type { ContentError } from '../../validation';
import { Listeners } from '../../content/listeners';

/** How often, and how many times, Publish asks whether the new revision is served yet (a minute in all). */
const LIVE_CHECK_INTERVAL_MS = 500;
const LIVE_CHECKS = 120;

/** Why the server did not take a publish (or a restore, which it reads the same way). */
export type PublishRefusal =
  | { kind: 'invalid'; problems: ContentError[] }
  | { kind: 'conflict'; documents: string[]; currentRevision: number }
  | { kind: 'signedOut' }
  | { kind: 'failed'; status: number | undefined };

export type PublishOutcome =
  /** Not live: kept, but not seen served in time (or its render failed). */
  { kind: 'published'; revision: number; documents: string[]; live: boolean } | PublishRefusal;

/** A history label waiting to be published, with the documents its edit changed. */
export interface PendingLabel {
  label: string;
  documentIds: readonly string[];
}

/** Posts a publish or a restore; a network error or any unexpected status is 'failed'. */
export async function postRevision(
  address: string,
  request: unknown,
  fetcher: typeof fetch,
): Promise<{ kind: 'accepted'; accepted: PublishAccepted } | PublishRefusal> {
  let response: Response;
  try {
    response = await fetcher(address, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: 'failed', status: undefined };
  }
  const body: unknown = await response.json().catch(() => undefined);
  switch (response.status) {
    case 200:
      return { kind: 'accepted', accepted: body as PublishAccepted };
    case 422:
      return { kind: 'invalid', problems: (body as PublishInvalid).problems };
    case 409: {
      const conflict = body as PublishConflict;
      return { kind: 'conflict', documents: conflict.conflicts, currentRevision: conflict.currentRevision };
    }
    case 401:
      return { kind: 'signedOut' };
    default:
      return { kind: 'failed', status: response.status };
  }
}

/** The live manifest's revision, or 0 while the site has none. */
async function readLiveRevision(fetcher: typeof fetch): Promise<number> {
  try {
    const response = await fetcher(CONTENT_MANIFEST_ADDRESS, { cache: 'no-cache' });
    if (!response.ok) return 0;
    const manifest = (await response.json()) as Partial<ContentManifest>;
    return typeof manifest.revision === 'number' ? manifest.revision : 0;
  } catch {
    return 0;
  }
}

/** One history entry (undefined: deleted), so Undo takes it back whole. */
function replaceDocuments(
  history: EditHistory,
  documents: ReadonlyMap<string, unknown>,
  label: string,
): void {
  history.edit(
    (editable) => {
      for (const [id, document] of documents) {
        if (document === undefined) delete editable[id];
        else editable[id] = structuredClone(document);
      }
    },
    { label },
  );
}

const publishings = new WeakMap<EditHistory, Publishing>();

/** One Publishing per history, kept for the life of the tab like the history itself. */
export function publishingFor(store: ContentStore, history: EditHistory): Publishing {
  if (!publishings.has(history)) publishings.set(history, new Publishing(store, history));
  return publishings.get(history)!;
}

export class Publishing {
  /** Read on opening, before any edit: a revision published meanwhile is then a conflict, not the base. */
  private base: Promise<number>;
  /** Edits before this were published or their labels carried; the history is not read for them again. */
  private publishedUntil = Number.NEGATIVE_INFINITY;
  /** Unpublished edits' labels the history no longer lists: a restored draft's, or those before a rebase. */
  private carriedLabels: PendingLabel[] = [];
  private readonly listeners = new Listeners();

  constructor(
    private readonly store: ContentStore,
    private readonly history: EditHistory,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
    private readonly now: () => number = () => Date.now(),
  ) {
    this.base = readLiveRevision(this.fetcher);
  }

  changedIds(): string[] {
    return this.history.changedIds();
  }

  /** The one loaded, or the last published from this editor. */
  baseRevision(): Promise<number> {
    return this.base;
  }

  /** By id, null for a deleted one. */
  changedDocuments(): Record<string, unknown> {
    const documents: Record<string, unknown> = {};
    for (const id of this.changedIds()) documents[id] = this.store.peek(id) ?? null;
    return documents;
  }

  /** Oldest first. */
  pendingLabels(): PendingLabel[] {
    const fromHistory = this.history
      .getState()
      .past.filter((entry) => entry.at > this.publishedUntil)
      .map(({ label, documentIds }) => ({ label, documentIds }));
    return [...this.carriedLabels, ...fromHistory];
  }

  async request(): Promise<PublishRequest> {
    const baseRevision = await this.baseRevision();
    const labels = this.pendingLabels().map((pending) => pending.label);
    return { baseRevision, documents: this.changedDocuments(), labels };
  }

  /** Hears when a publish, a restore or a rebase changes the base or the published baseline. */
  subscribe = this.listeners.subscribe;

  private changed(): void {
    this.listeners.tell();
  }

  /**
   * Takes `revision` as the base and its documents in `published` as the history's baseline. Edits
   * before `until` are not read from the history again (so the label of the editor's own entry just
   * made, a rebase or a restore, is not published): `carried` are the labels still to publish.
   */
  private baseOn(
    revision: number,
    published: ReadonlyMap<string, unknown>,
    carried: PendingLabel[],
    until = this.now(),
  ): void {
    this.base = Promise.resolve(revision);
    this.publishedUntil = until;
    this.carriedLabels = carried;
    this.history.markPublished(published);
    this.changed();
  }

  /**
   * Moves the edits onto a newer revision (after a 409): each document it changed comes in as the
   * server has it, except the user's changed documents in `keepMine`, which stay (and replace the
   * server's at the next publish).
   */
  rebase(
    revision: number,
    serverDocuments: ReadonlyMap<string, unknown>,
    keepMine: ReadonlySet<string>,
    label: string,
  ): void {
    const mine = new Set(this.changedIds());
    const incoming = new Map([...serverDocuments].filter(([id]) => !(mine.has(id) && keepMine.has(id))));
    const dropped = new Set([...incoming.keys()].filter((id) => mine.has(id)));
    const carried = this.pendingLabels().filter(
      (pending) => !pending.documentIds.every((id) => dropped.has(id)),
    );
    replaceDocuments(this.history, incoming, label);
    this.baseOn(revision, serverDocuments, carried);
  }

  /**
   * Takes back a draft's edits (documents by id, null: deleted) that `keep` accepts. The entry's own
   * label is not published; the draft's labels go with the edits they name, and earlier ones stay.
   */
  takeBack(
    documents: Record<string, unknown>,
    labels: readonly PendingLabel[],
    keep: (id: string) => boolean,
    label: string,
  ): void {
    const taken = new Map(
      Object.entries(documents)
        .filter(([id]) => keep(id))
        .map(([id, document]) => [id, document ?? undefined]),
    );
    const carried = [
      ...labels.filter((pending) => pending.documentIds.some((id) => taken.has(id))),
      ...this.pendingLabels(),
    ];
    replaceDocuments(this.history, taken, label);
    this.carriedLabels = carried;
    this.publishedUntil = this.now();
    this.changed();
  }

  /**
   * Takes a revision restored in this editor as the base: its documents replace those in memory as an
   * edit (so unpublished work they replace can be undone) and become the baseline the Publish count is from.
   */
  takeRestored(restored: RevisionDetail, label: string): void {
    const documents = new Map(restored.changes.map((change) => [change.id, change.after ?? undefined]));
    replaceDocuments(this.history, documents, label);
    this.baseOn(restored.revision, documents, []);
  }

  /** A publish re-renders pages in the background (a few seconds): say "is live" only once it is true. */
  private async untilLive(revision: number): Promise<boolean> {
    for (let attempt = 0; attempt < LIVE_CHECKS; attempt++) {
      const status = await this.fetcher(PUBLISH_STATUS_API, { credentials: 'same-origin', cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<PublishStatus>) : undefined))
        .catch(() => undefined);
      const render = status?.render;
      if (render && render.state !== 'idle' && render.revision >= revision) {
        if (render.state === 'live') return true;
        if (render.state === 'failed') return false;
      }
      await new Promise((resolve) => setTimeout(resolve, LIVE_CHECK_INTERVAL_MS));
    }
    return false;
  }

  async publish(): Promise<PublishOutcome> {
    const request = await this.request();
    const sentAt = this.now();
    const answer = await postRevision(PUBLISH_API, request, this.fetcher);
    if (answer.kind !== 'accepted') return answer;
    const { accepted } = answer;
    const published = new Map(
      Object.entries(request.documents).map(([id, document]) => [id, document ?? undefined]),
    );
    this.baseOn(accepted.revision, published, [], sentAt);
    const live = await this.untilLive(accepted.revision);
    return { kind: 'published', revision: accepted.revision, documents: accepted.documents, live };
  }
}
