import type { PageDocument, PageIndexEntry } from './documents';
import { GENERATED_FILES_ID } from './generated-files';
import { isPageId, PAGE_INDEX_ID, withPage } from './page-index';
import { Listeners } from './listeners';

/**
 * The one store of content documents. Public pages read from it; the admin replaces documents in it.
 * Documents arrive three ways: embedded in a prerendered page, loaded on demand (JSON from the
 * content manifest's files in the browser, from memory in the renderer), or replaced by an edit. Listeners hear of every replacement. The page index (which
 * pages exist, at which paths) is a document derived from the page documents: replacing, adding or
 * removing a page updates it, so routing follows an edit at once.
 */
export interface DocumentSource {
  /** The id of every document the source holds. */
  ids(): Promise<string[]>;
  load(id: string): Promise<unknown>;
  /** Forgets what it knows of the live content, so the next loads read it afresh. */
  reload?(): void;
}

/** Documents made from the others (not content files): never listed, edited or exported as documents. */
const DERIVED_DOCUMENTS = new Set([PAGE_INDEX_ID, GENERATED_FILES_ID]);

export class ContentStore {
  private readonly documents = new Map<string, unknown>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly listeners = new Listeners();
  private readonly readIds = new Set<string>();
  private readonly removed = new Set<string>();
  private readonly known = new Set<string>();

  constructor(
    private readonly source: DocumentSource,
    initial: Record<string, unknown> = {},
    pageIndex: readonly PageIndexEntry[] = [],
  ) {
    for (const [id, document] of Object.entries(initial)) this.documents.set(id, document);
    this.documents.set(PAGE_INDEX_ID, [...pageIndex]);
  }

  pageIndex(): PageIndexEntry[] {
    return this.documents.get(PAGE_INDEX_ID) as PageIndexEntry[];
  }

  /** Ids of every content document the store holds, or can load once loadAll() has listed them. */
  ids(): string[] {
    return [...new Set([...this.documents.keys(), ...this.known])].filter(
      (id) => !DERIVED_DOCUMENTS.has(id) && !this.removed.has(id),
    );
  }

  peek(id: string): unknown {
    return this.documents.get(id);
  }

  has(id: string): boolean {
    return !this.removed.has(id) && (this.documents.has(id) || this.known.has(id));
  }

  /** Loads a document once; later calls share the same promise, as React's use() requires. */
  load(id: string): Promise<unknown> {
    const cached = this.pending.get(id);
    if (cached) return cached;
    const present = this.documents.get(id);
    const promise =
      present !== undefined
        ? settledPromise(present)
        : this.removed.has(id)
          ? Promise.reject(new Error(`There is no content document "${id}".`))
          : this.source.load(id).then((document) => {
              if (!this.documents.has(id)) this.documents.set(id, document);
              return this.documents.get(id);
            });
    markWhenSettled(promise);
    this.pending.set(id, promise);
    return promise;
  }

  /**
   * Reads these documents afresh from their source and puts in any that differ; the old copies
   * stay until the new ones are in, so nothing that reads them ever finds them missing.
   */
  async refresh(ids: Iterable<string>): Promise<string[]> {
    const refreshed: string[] = [];
    this.source.reload?.();
    await Promise.all(
      [...ids].map(async (id) => {
        if (this.removed.has(id)) return;
        const fresh = await this.source.load(id);
        this.pending.delete(id);
        if (JSON.stringify(fresh) !== JSON.stringify(this.documents.get(id))) this.replace(id, fresh);
        refreshed.push(id);
      }),
    );
    return refreshed;
  }

  /** Loads these documents, or every document of the source. */
  async loadAll(ids?: Iterable<string>): Promise<void> {
    if (!ids) {
      const all = await this.source.ids();
      for (const id of all) this.known.add(id);
      ids = all.filter((id) => !this.removed.has(id));
    }
    await Promise.all([...ids].map((id) => this.load(id)));
  }

  replace(id: string, document: unknown): void {
    this.removed.delete(id);
    this.documents.set(id, document);
    this.pending.set(id, settledPromise(document));
    if (isPageId(id))
      this.documents.set(PAGE_INDEX_ID, withPage(this.pageIndex(), id, document as PageDocument));
    this.listeners.tell();
  }

  /** Drops a document (a deleted page): it is no longer loaded, listed or routed to. */
  remove(id: string): void {
    this.removed.add(id);
    this.documents.delete(id);
    this.pending.delete(id);
    if (isPageId(id)) this.documents.set(PAGE_INDEX_ID, withPage(this.pageIndex(), id, undefined));
    this.listeners.tell();
  }

  subscribe = this.listeners.subscribe;

  /** Remembers that a render read a document, so prerendering can embed exactly those (and knows what a page depends on). */
  noteRead(id: string): void {
    this.readIds.add(id);
  }

  takeReadDocuments(): Record<string, unknown> {
    const snapshot = Object.fromEntries([...this.readIds].map((id) => [id, this.documents.get(id)]));
    this.readIds.clear();
    return snapshot;
  }
}

/**
 * A resolved promise marked the way React's use() reads it, so use() returns the value in the same
 * render instead of suspending until a microtask has passed.
 */
function settledPromise<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** Marks a promise the same way once it settles, so later renders that use() it do not suspend. */
function markWhenSettled(promise: Promise<unknown>): void {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
}
