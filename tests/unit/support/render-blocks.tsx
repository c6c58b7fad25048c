import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ContentStoreProvider } from '../../../src/content/hooks';
import { documentLoaders } from '../../../src/content/loaders';
import { ContentStore } from '../../../src/content/store';
import { LanguageProvider } from '../../../src/i18n';
import type { Language } from '../../../src/content/localize';
import { SiteThemeProvider } from '../../../src/site/SiteThemeProvider';

/** A store holding every content document already loaded, so blocks that read one never suspend. */
export async function loadedContentStore(): Promise<ContentStore> {
  const store = new ContentStore(documentLoaders);
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
