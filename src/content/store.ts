import type { PageDocument, PageIndexEntry } from './documents';
import { isPageId, PAGE_INDEX_ID, withPage } from './page-index';

/**
 * The one store of content documents. Public pages read from it; the admin replaces documents in it.
 * Documents arrive three ways: embedded in a prerendered page, loaded on demand (one small chunk per
 * document), or replaced by an edit. Listeners hear of every replacement. The page index (which
 * pages exist, at which paths) is a document derived from the page documents: replacing, adding or
 * removing a page updates it, so routing follows an edit at once.
 */
export type DocumentLoader = () => Promise<unknown>;

export class ContentStore {
  private readonly documents = new Map<string, unknown>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<() => void>();
  private readonly readIds = new Set<string>();
  private readonly removed = new Set<string>();

  constructor(
    private readonly loaders: Record<string, DocumentLoader>,
    initial: Record<string, unknown> = {},
    pageIndex: readonly PageIndexEntry[] = [],
  ) {
    for (const [id, document] of Object.entries(initial)) this.documents.set(id, document);
    this.documents.set(PAGE_INDEX_ID, [...pageIndex]);
  }

  pageIndex(): PageIndexEntry[] {
    return this.documents.get(PAGE_INDEX_ID) as PageIndexEntry[];
  }

  /** Ids of every document the store holds or can load. */
  ids(): string[] {
    return [...new Set([...this.documents.keys(), ...Object.keys(this.loaders)])].filter(
      (id) => id !== PAGE_INDEX_ID && !this.removed.has(id),
    );
  }

  peek(id: string): unknown {
    return this.documents.get(id);
  }

  has(id: string): boolean {
    return !this.removed.has(id) && (this.documents.has(id) || id in this.loaders);
  }

  /** Loads a document once; later calls share the same promise, as React's use() requires. */
  load(id: string): Promise<unknown> {
    const cached = this.pending.get(id);
    if (cached) return cached;
    const present = this.documents.get(id);
    const loader = this.removed.has(id) ? undefined : this.loaders[id];
    const promise =
      present !== undefined
        ? settledPromise(present)
        : loader
          ? loader().then((document) => {
              if (!this.documents.has(id)) this.documents.set(id, document);
              return this.documents.get(id);
            })
          : Promise.reject(new Error(`There is no content document "${id}".`));
    markWhenSettled(promise);
    this.pending.set(id, promise);
    return promise;
  }

  /**
   * Reads these documents afresh from their loaders and puts in any that differ; the old copies
   * stay until the new ones are in, so nothing that reads them ever finds them missing.
   */
  async refresh(ids: Iterable<string>): Promise<string[]> {
    const refreshed: string[] = [];
    await Promise.all(
      [...ids].map(async (id) => {
        const loader = this.removed.has(id) ? undefined : this.loaders[id];
        if (!loader) return;
        const fresh = await loader();
        this.pending.delete(id);
        if (JSON.stringify(fresh) !== JSON.stringify(this.documents.get(id))) this.replace(id, fresh);
        refreshed.push(id);
      }),
    );
    return refreshed;
  }

  async loadAll(ids: Iterable<string> = Object.keys(this.loaders)): Promise<void> {
    await Promise.all([...ids].map((id) => this.load(id)));
  }

  replace(id: string, document: unknown): void {
    this.removed.delete(id);
    this.documents.set(id, document);
    this.pending.set(id, settledPromise(document));
    if (isPageId(id))
      this.documents.set(PAGE_INDEX_ID, withPage(this.pageIndex(), id, document as PageDocument));
    for (const listener of this.listeners) listener();
  }

  /** Drops a document (a deleted page): it is no longer loaded, listed or routed to. */
  remove(id: string): void {
    this.removed.add(id);
    this.documents.delete(id);
    this.pending.delete(id);
    if (isPageId(id)) this.documents.set(PAGE_INDEX_ID, withPage(this.pageIndex(), id, undefined));
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Remembers that a render read a document, so prerendering can embed exactly those. */
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
