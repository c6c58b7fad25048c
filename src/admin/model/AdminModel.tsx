import { createContext, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useContentStore } from '../../content/hooks';
import { EditHistory, type HistoryState } from '../../content/history';
import type { ContentStore } from '../../content/store';

interface AdminModel {
  store: ContentStore;
  history: EditHistory;
}

/**
 * One history per store, made on first use and kept for the life of the tab: leaving the admin for
 * the public pages ('View Website') and coming back keeps the edits and their undo list.
 */
const models = new WeakMap<ContentStore, { model: AdminModel; ready: Promise<void> }>();

function modelFor(store: ContentStore) {
  let entry = models.get(store);
  if (!entry) {
    const history = new EditHistory(store);
    // Edits live in this tab only: leaving or reloading with changes not exported asks first.
    window.addEventListener('beforeunload', (event) => {
      if (history.unexportedIds().length > 0) event.preventDefault();
    });
    entry = { model: { store, history }, ready: store.loadAll() };
    models.set(store, entry);
  }
  return entry;
}

const ModelContext = createContext<AdminModel | null>(null);

/** Loads every document (suspending until they are in) and gives the editor the store and its history. */
export function AdminModelProvider({ children }: { children: ReactNode }) {
  const { model, ready } = modelFor(useContentStore());
  use(ready);
  return <ModelContext value={model}>{children}</ModelContext>;
}

export function useAdminModel(): AdminModel {
  const model = useContext(ModelContext);
  if (!model) throw new Error('useAdminModel needs an AdminModelProvider above it.');
  return model;
}

export function useHistoryState(): HistoryState {
  const { history } = useAdminModel();
  return useSyncExternalStore(history.subscribe, history.getState, history.getState);
}

/** A document from the store, re-read whenever it changes. */
export function useStoredDocument<T>(id: string): T | undefined {
  const { store } = useAdminModel();
  const read = () => store.peek(id) as T | undefined;
  return useSyncExternalStore(store.subscribe, read, read);
}
