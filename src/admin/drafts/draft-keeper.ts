/**
 * Keeps unpublished edits as a draft: every change to the history or the publishing state writes the
 * changed documents, their base revision and labels; with nothing left to publish the draft is removed.
 * A draft an earlier visit left is offered first, and nothing is written over it until the user has
 * restored or discarded it.
 */
import type { EditHistory } from '../../content/history';
import type { Publishing } from '../publish/publish-client';
import { readServerChangesSince, UncomparableBaseError } from '../publish/server-changes';
import { indexedDbDraftStorage, type Draft, type DraftStorage } from './draft-store';
import { Listeners } from '../../content/listeners';

export class DraftKeeper {
  private keeping = false;
  /** Writes run one after another, so the last change is the one kept. */
  private writes: Promise<void> = Promise.resolve();
  private found: Promise<Draft | undefined> | undefined;
  private unfinishedWrites = 0;
  private lastWriteFailed = false;
  private readonly listeners = new Listeners();

  constructor(
    private readonly publishing: Publishing,
    private readonly history: EditHistory,
    private readonly storage: DraftStorage,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The draft an earlier visit left (read once); undefined when there is none, or once keeping has started. */
  findDraft(): Promise<Draft | undefined> {
    if (this.keeping) return Promise.resolve(undefined);
    this.found ??= this.storage.read().catch((error: unknown) => {
      console.warn('The unpublished edits kept in this browser could not be read:', error);
      return undefined;
    });
    return this.found;
  }

  /** Writes the edits now and on every change, over any draft found earlier. */
  keep(): void {
    if (this.keeping) return;
    this.keeping = true;
    this.history.subscribe(this.save);
    this.publishing.subscribe(this.save);
    this.save();
  }

  /** Drops the draft an earlier visit left, then keeps the edits of this one. */
  async discard(): Promise<void> {
    this.keep();
    await this.settled();
  }

  /**
   * The draft's documents that a revision published since its base changed too: taking them back would
   * replace those changes. All of them when the server no longer keeps the base.
   */
  async conflictsOf(draft: Draft, fetcher: typeof fetch = fetch): Promise<string[]> {
    const ids = Object.keys(draft.documents);
    try {
      const changes = await readServerChangesSince(draft.baseRevision, fetcher);
      return ids.filter((id) => changes.documents.has(id));
    } catch (error) {
      if (error instanceof UncomparableBaseError) return ids;
      throw error;
    }
  }

  /** Puts the draft's edits but those of `drop` back into the editor, and keeps them from then on. */
  restore(draft: Draft, drop: ReadonlySet<string>, label: string): void {
    this.publishing.takeBack(draft.documents, draft.labels, (id) => !drop.has(id), label);
    this.keep();
  }

  /** Resolves once every write asked for so far is done. */
  settled(): Promise<void> {
    return this.writes;
  }

  /** The browser's storage refused the last write: the user must be told. */
  writeFailed = (): boolean => this.lastWriteFailed;

  /** Told when writing starts or stops failing. */
  subscribe = this.listeners.subscribe;

  private setWriteFailed(failed: boolean): void {
    if (failed === this.lastWriteFailed) return;
    this.lastWriteFailed = failed;
    this.listeners.tell();
  }

  /** Leaving the page now would lose nothing. */
  holdsEverything(): boolean {
    return this.keeping && this.unfinishedWrites === 0 && !this.lastWriteFailed;
  }

  private save = (): void => {
    const documents = this.publishing.changedDocuments();
    const labels = this.publishing.pendingLabels();
    const base = this.publishing.baseRevision();
    const savedAt = this.now();
    this.unfinishedWrites += 1;
    this.writes = this.writes
      .then(async () => {
        if (Object.keys(documents).length === 0) await this.storage.clear();
        else await this.storage.write({ savedAt, baseRevision: await base, documents, labels });
        this.setWriteFailed(false);
      })
      .catch((error: unknown) => {
        this.setWriteFailed(true);
        console.warn('The unpublished edits could not be kept in this browser:', error);
      })
      .finally(() => {
        this.unfinishedWrites -= 1;
      });
  };
}

const keepers = new WeakMap<EditHistory, DraftKeeper>();

/** One keeper per history, kept for the life of the tab like the history itself. */
export function draftKeeperFor(publishing: Publishing, history: EditHistory): DraftKeeper {
  if (!keepers.has(history))
    keepers.set(history, new DraftKeeper(publishing, history, indexedDbDraftStorage()));
  return keepers.get(history)!;
}
