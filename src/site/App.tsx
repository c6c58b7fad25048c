import { Route, Routes } from 'react-router';
import { LanguageOfAddress } from '../i18n';
import { SiteFrame } from './frame/SiteFrame';
import { ContentRoute } from './pages/ContentRoute';
import { useLanguagePreference } from './frame/LanguageSelector';

export function App() {
  useLanguagePreference();
  return (
    <LanguageOfAddress>
      <Routes>
        <Route
          path="*"
          element={
            <SiteFrame>
              <ContentRoute />
            </SiteFrame>
          }
        />
      </Routes>
    </LanguageOfAddress>
  );
}
