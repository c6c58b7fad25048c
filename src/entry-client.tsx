import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { FRAME_DOCUMENTS } from './content/documents';
import { readEmbeddedDocuments } from './content/embedded';
import { documentLoaders } from './content/loaders';
import { ContentStore } from './content/store';
import { preloadBlocks } from './blocks/registry';
import { Root } from './site/Root';
import { createEmotionCache } from './site/emotion';

const container = document.getElementById('root')!;
const embedded = readEmbeddedDocuments();
const store = new ContentStore(documentLoaders, embedded);
const app = <Root store={store} emotionCache={createEmotionCache()} language="en" router={BrowserRouter} />;

if (container.hasChildNodes()) {
  // Hydrate once the code of the page's lazy blocks is in, so the prerendered HTML is adopted whole.
  await preloadBlocks(blockTypesIn(embedded));
  hydrateRoot(container, app);
} else {
  // `npm run dev` serves the bare template: render from scratch once the frame's documents are in.
  await store.loadAll(FRAME_DOCUMENTS);
  createRoot(container).render(app);
}

function blockTypesIn(documents: Record<string, unknown>): string[] {
  return Object.values(documents).flatMap((document) => {
    const components = (document as { components?: { type: string }[] } | null)?.components;
    return Array.isArray(components) ? components.map((component) => component.type) : [];
  });
}
