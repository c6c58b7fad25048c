import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ContentStoreProvider } from '../../../src/content/hooks';
import path from 'node:path';
import { GENERATED_FILES_ID } from '../../../src/content/generated-files';
import { documentsSource } from '../../../src/content/loaders';
import { pageIndexOf } from '../../../src/content/page-index';
import { ContentStore } from '../../../src/content/store';
import { generateDocuments, generatedFilesOf } from '../../../src/documents/registry';
import { readContentFolder } from '../../../src/server/content-folder';
import { projectRoot } from './project-copy';
import { LanguageProvider } from '../../../src/i18n';
import type { Language } from '../../../src/content/localize';
import { SiteThemeProvider } from '../../../src/site/SiteThemeProvider';

/**
 * A store holding every document of content/ already loaded, with the generated PDFs' sizes as the
 * build works them out, so blocks that read one never suspend.
 */
export async function loadedContentStore(): Promise<ContentStore> {
  const contentDir = path.join(projectRoot, 'content');
  const documents = readContentFolder(contentDir);
  const files = generatedFilesOf(await generateDocuments(contentDir, { read: (id) => documents[id] }));
  const store = new ContentStore(
    documentsSource({ ...documents, [GENERATED_FILES_ID]: files }),
    {},
    pageIndexOf(documents),
  );
  await store.loadAll();
  return store;
}

/** The providers a block finds on a real page: content, language, router and the site theme. */
export function BlockHarness({
  store,
  language = 'en',
  children,
}: {
  store: ContentStore;
  language?: Language;
  children: ReactNode;
}) {
  return (
    <ContentStoreProvider store={store}>
      <LanguageProvider language={language}>
        <MemoryRouter>
          <SiteThemeProvider>{children}</SiteThemeProvider>
        </MemoryRouter>
      </LanguageProvider>
    </ContentStoreProvider>
  );
}

/** jsdom has no matchMedia; the site's hooks (reduced motion, breakpoints) need one that matches nothing. */
export function installMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
