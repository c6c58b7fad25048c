/**
 * The app the browser runs under /admin: the admin's routes and their providers, without the public
 * site, which loads only when the admin leaves for a public page in the same tab (its edits show there).
 * The sign-in page is none of this: plain HTML from the server, which prefetches these files.
 */
import { lazy, Suspense } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ContentStoreProvider } from '../content/hooks';
import type { ContentStore } from '../content/store';
import { KISWAHILI_PREFIX } from '../content/site-path';
import { LanguageOfAddress } from '../i18n/language';
import { SiteThemeProvider } from '../site/SiteThemeProvider';
import AdminApp from './AdminApp';

// With its islands' code, so its parts (the search dialog among them) are there from its first render.
const PublicPage = lazy(async () => {
  const [site] = await Promise.all([
    import('../site/App'),
    import('../site/islands/island-list').then(({ preloadIslands }) => preloadIslands()),
  ]);
  return { default: site.PublicPage };
});

export function adminElement(store: ContentStore, emotionCache: EmotionCache) {
  return (
    <Suspense fallback={null}>
      <CacheProvider value={emotionCache}>
        <ContentStoreProvider store={store}>
          <SiteThemeProvider>
            <BrowserRouter>
              <LanguageOfAddress>
                <Routes>
                  <Route path="/admin/*" element={<AdminApp />} />
                  <Route path={`${KISWAHILI_PREFIX}/admin/*`} element={<AdminApp />} />
                  <Route path="*" element={<PublicPage />} />
                </Routes>
              </LanguageOfAddress>
            </BrowserRouter>
          </SiteThemeProvider>
        </ContentStoreProvider>
      </CacheProvider>
    </Suspense>
  );
}
