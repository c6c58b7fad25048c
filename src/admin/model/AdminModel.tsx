import { createContext, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useContentStore } from '../../content/hooks';
import { EditHistory, type HistoryState } from '../../content/history';
import type { ContentStore } from '../../content/store';
import { draftKeeperFor } from '../drafts/draft-keeper';
import { publishingFor } from '../publish/publish-client';
import { contentFileName } from '../../content/places';
import { ContentChecks, loadValidationCore } from './content-checks';
import { loadStoredPictures } from '../media/stored-pictures';

interface AdminModel {
  store: ContentStore;
  history: EditHistory;
  checks: ContentChecks;
}

// One per store, kept for the life of the tab: leaving the admin for the public pages ('View Website')
// and coming back keeps the edits and their undo list.
const models = new WeakMap<ContentStore, Promise<AdminModel>>();

function modelFor(store: ContentStore) {
  let model = models.get(store);
  if (!model) {
    const history = new EditHistory(store);
    // Unpublished edits are kept in this browser as they are made; leaving or reloading asks first
    // only while they are not (a write under way or failed, or an earlier draft not yet answered).
    window.addEventListener('beforeunload', (event) => {
      const kept = draftKeeperFor(publishingFor(store, history), history).holdsEverything();
      if (!kept && history.unexportedIds().length > 0) event.preventDefault();
    });
    // The pictures uploaded earlier are known before the first check, so a document using one is valid.
    // The validation core is not awaited: the first screen shows without it.
    model = Promise.all([store.loadAll(), loadStoredPictures()]).then(() => {
      const checks = new ContentChecks(loadValidationCore, store);
      searchTheDocumentsInMemory(store);
      if (import.meta.env.DEV) writeBackToContent(store, history, checks);
      return { store, history, checks };
    });
    models.set(store, model);
  }
  return model;
}

/** Under `npm run dev`, each applied change (edit, undo, redo) that passes the checks is written back to content/. */
function writeBackToContent(store: ContentStore, history: EditHistory, checks: ContentChecks) {
  const written = new Map<string, unknown>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const write = (id: string) => {
    const document = store.peek(id);
    if (written.get(id) === document) return;
    if (!checks.loaded) return void checks.load().then(() => write(id));
    if (document !== undefined && checks.problems().some((problem) => problem.file === contentFileName(id)))
      return;
    written.set(id, document);
    void fetch(`/__content/${id}.json`, {
      method: document === undefined ? 'DELETE' : 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: document === undefined ? undefined : JSON.stringify(document),
    }).then(
      (response) => response.ok || console.warn(`Writing content/${id}.json failed: ${response.status}`),
      (error: unknown) => console.warn(`Writing content/${id}.json failed:`, error),
    );
  };
  history.subscribe(() => {
    const { past, future } = history.getState();
    for (const id of [...(past.at(-1)?.documentIds ?? []), ...(future[0]?.documentIds ?? [])]) {
      clearTimeout(timers.get(id));
      timers.set(
        id,
        setTimeout(() => write(id), DEV_WRITE_DELAY_MS),
      );
    }
  });
}

/** Typing in a field writes once it pauses, not on every keystroke. */
const DEV_WRITE_DELAY_MS = 800;

const ModelContext = createContext<AdminModel | null>(null);

/** Suspends until every document is in; the checks' validation core follows in the background. */
export function AdminModelProvider({ children }: { children: ReactNode }) {
  const model = use(modelFor(useContentStore()));
  return <ModelContext value={model}>{children}</ModelContext>;
}

/** Shows a screen once the validation core is in (fetched now if not yet), so every edit there is checked. */
export function WithContentChecks({ children }: { children: ReactNode }) {
  use(useAdminModel().checks.load());
  return children;
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

export function useStoredDocument<T>(id: string): T | undefined {
  const { store } = useAdminModel();
  const read = () => store.peek(id) as T | undefined;
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * The site's search in this tab finds the pages as edited. Its code (every block's text reader) is
 * fetched after the first screen, which never searches.
 */
function searchTheDocumentsInMemory(store: ContentStore): void {
  void Promise.all([import('../../search/load'), import('../../blocks/search-index')]).then(
    ([{ searchDocumentsInMemory }, { storeSearchRecords }]) =>
      searchDocumentsInMemory((language) => storeSearchRecords(store, language)),
    // Not fetched (offline): the search reads the published index, as a visitor's does.
    () => {},
  );
}
