import { createContext, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { PageDocument, PageId, PageIndexEntry, SingletonDocuments, SingletonId } from './documents';
import { GENERATED_FILES_ID, type GeneratedFiles } from './generated-files';
import { withoutTrailingSlash } from './site-path';
import type { ContentStore } from './store';

const StoreContext = createContext<ContentStore | null>(null);

export function ContentStoreProvider({ store, children }: { store: ContentStore; children: ReactNode }) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

export function useContentStore(): ContentStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useContentStore needs a ContentStoreProvider above it.');
  return store;
}

/**
 * Reads a document; suspends while it loads; re-renders when the admin replaces it.
 * use() is called on every render, never conditionally: when a suspended first render is replayed,
 * React mounts the hooks that follow use() only if use() is reached again, and a document that arrived
 * in the meantime must not skip it. For a document already present the promise is settled, so use()
 * returns at once without suspending.
 */
function useStoredDocument(id: string): unknown {
  const store = useContentStore();
  const peek = () => store.peek(id);
  const replaced = useSyncExternalStore(store.subscribe, peek, peek);
  const loaded = use(store.load(id));
  store.noteRead(id);
  return replaced !== undefined ? replaced : loaded;
}

export function useDocument<K extends SingletonId>(id: K): SingletonDocuments[K] {
  return useStoredDocument(id) as SingletonDocuments[K];
}

export function usePageDocument(id: PageId): PageDocument {
  return useStoredDocument(id) as PageDocument;
}

/** The address and size of every PDF made from the content, as the build or the last publish made them. */
export function useGeneratedFiles(): GeneratedFiles {
  return useStoredDocument(GENERATED_FILES_ID) as GeneratedFiles;
}

/** The pages that exist, live: a page added, renamed or deleted in the admin is routed at once. */
export function usePageIndex(): PageIndexEntry[] {
  const store = useContentStore();
  const read = () => store.pageIndex();
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The index entry for a page path, ignoring a trailing slash; undefined when no page has it. */
export function findPage(index: PageIndexEntry[], path: string): PageIndexEntry | undefined {
  const normalized = withoutTrailingSlash(path);
  return index.find((entry) => entry.path === normalized);
}
