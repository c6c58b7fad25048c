import { Suspense, type ComponentType, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ContentStoreProvider } from '../content/hooks';
import type { Language } from '../content/localize';
import type { ContentStore } from '../content/store';
import { LanguageProvider } from '../i18n';
import { App } from './App';
import { SiteThemeProvider } from './SiteThemeProvider';

/**
 * The providers shared by prerendering and the browser; the router around it differs between the two.
 * Everything sits in a Suspense boundary so the browser adopts the prerendered page as low-priority
 * work in short slices: React adopts the root of a page in one uninterrupted task, a boundary's
 * contents in pieces it can pause between (and a click before then is replayed once adopted).
 */
export function Root({
  store,
  emotionCache,
  language,
  router: Router,
  admin,
}: {
  store: ContentStore;
  emotionCache: EmotionCache;
  language: Language;
  router: (props: { children: ReactNode }) => ReactNode;
  admin?: ComponentType;
}) {
  return (
    <Suspense fallback={null}>
      <CacheProvider value={emotionCache}>
        <ContentStoreProvider store={store}>
          <LanguageProvider language={language}>
            <SiteThemeProvider>
              <Router>
                <App admin={admin} />
              </Router>
            </SiteThemeProvider>
          </LanguageProvider>
        </ContentStoreProvider>
      </CacheProvider>
    </Suspense>
  );
}
