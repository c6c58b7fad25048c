/**
 * The browser's entry of the whole-page app: the admin at /admin (which opens the public site in its
 * own tab from the same components), and every address under `npm run dev`, which serves the bare
 * template. Public pages of a build are pages of islands (src/entry-islands.ts) and never load it. It
 * starts in steps with a turn for the browser between them, so that starting is several short tasks
 * rather than one long one: React's renderer, the content store and the site's theme; then the
 * admin's app or the site's components.
 */
import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { FRAME_DOCUMENTS, type PageIndexEntry } from './content/documents';
import { manifestSource } from './content/loaders';
import { PAGE_INDEX_ID } from './content/page-index';
import { ContentStore } from './content/store';
import { isAdminAddress } from './content/site-path';
import type { SiteSettings } from './content/types.generated';
import { createEmotionCache } from './site/emotion';
import { siteThemeFor } from './site/theme';
import { nextTask } from './ui/islands/after-load';

const container = document.getElementById('root')!;
const source = manifestSource();
const pageIndex = (await source.load(PAGE_INDEX_ID)) as PageIndexEntry[];
const store = new ContentStore(source, {}, pageIndex);
const emotionCache = createEmotionCache();
// The sign-in page needs only the settings (its theme).
const atAdmin = isAdminAddress(location.pathname);
await store.loadAll(atAdmin ? ['site'] : FRAME_DOCUMENTS);
const site = store.peek('site') as SiteSettings;
siteThemeFor(site.customization);

await nextTask();
if (atAdmin) {
  // The admin runs its own app, which loads the public site's components only when a public page is
  // opened from it, so the sign-in form waits for none of them.
  const { adminElement } = await import('./admin/browser-admin');
  createRoot(container).render(adminElement(store, emotionCache));
} else {
  const { siteElement } = await import('./site/browser-app');
  // The admin is its own chunks, fetched only when an address under /admin is opened in this tab.
  createRoot(container).render(
    siteElement(
      store,
      emotionCache,
      lazy(() => import('./admin/AdminApp')),
    ),
  );
}
