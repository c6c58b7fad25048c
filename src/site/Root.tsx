import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ContentStoreProvider } from '../content/hooks';
import type { Language } from '../content/localize';
import type { ContentStore } from '../content/store';
import { LanguageProvider } from '../i18n';
import { App } from './App';
import { SiteThemeProvider } from './SiteThemeProvider';

/** The providers shared by prerendering and the browser; the router around it differs between the two. */
export function Root({
  store,
  emotionCache,
  language,
  router: Router,
}: {
  store: ContentStore;
  emotionCache: EmotionCache;
  language: Language;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ContentStoreProvider store={store}>
        <LanguageProvider language={language}>
          <SiteThemeProvider>
            <Router>
              <App />
            </Router>
          </SiteThemeProvider>
        </LanguageProvider>
      </ContentStoreProvider>
    </CacheProvider>
  );
}
