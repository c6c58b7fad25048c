/**
 * The browser's entry, in steps with a turn for the browser between them, so that starting the app
 * is several short tasks rather than one long one: React's renderer, the content store, the page's
 * styles and the site's theme; the components (./site/browser-app); the page's lazily loaded
 * blocks; then hydration.
 */
import { lazy } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FRAME_DOCUMENTS, type PageIndexEntry } from './content/documents';
import { readEmbeddedDocuments } from './content/embedded';
import { manifestSource } from './content/loaders';
import { PAGE_INDEX_ID } from './content/page-index';
import { ContentStore } from './content/store';
import type { SiteSettings } from './content/types.generated';
import { createEmotionCache } from './site/emotion';
import { siteThemeFor } from './site/theme';

const container = document.getElementById('root')!;
const embedded = readEmbeddedDocuments();
const source = manifestSource();
const prerendered = container.firstElementChild !== null;
// A prerendered page carries the page index it routes with; `npm run dev` serves the bare template,
// so the index and the frame's documents are fetched first.
const pageIndex = (embedded[PAGE_INDEX_ID] ?? (await source.load(PAGE_INDEX_ID))) as PageIndexEntry[];
const store = new ContentStore(source, embedded, pageIndex);
const emotionCache = createEmotionCache();
if (!prerendered) await store.loadAll(FRAME_DOCUMENTS);
const site = store.peek('site') as SiteSettings;
siteThemeFor(site.customization);

await nextTask();
const { siteElement, preloadBlocks, preloadContentIcons, contentIconsIn, preloadIslands } =
  await import('./site/browser-app');
// The admin is its own chunks, fetched only when an address under /admin is opened.
const app = siteElement(
  store,
  emotionCache,
  lazy(() => import('./admin/AdminApp')),
);

if (prerendered) {
  // Hydrate once the code of the page's lazy blocks and icons is in, so the prerendered HTML is adopted whole.
  await nextTask();
  await Promise.all([
    preloadBlocks(blockTypesIn(embedded)),
    preloadContentIcons(contentIconsIn(embedded)),
    preloadIslands(),
  ]);
  await nextTask();
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}

/**
 * Lets the browser paint and handle input between the steps of starting. A message to itself is a
 * task of its own without a timer's minimum delay (and unaffected by test clocks that hold timers).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function blockTypesIn(documents: Record<string, unknown>): string[] {
  return Object.values(documents).flatMap((document) => {
    const components = (document as { components?: { type: string }[] } | null)?.components;
    return Array.isArray(components) ? components.map((component) => component.type) : [];
  });
}
