import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { LanguageOfAddress } from '../i18n';
import { SiteFrame } from './frame/SiteFrame';
import { ContentRoute } from './pages/ContentRoute';
import { useLanguagePreference } from './frame/LanguageSelector';

/** The public site at every address; the admin, when given, at /admin/* (the browser passes it, lazily loaded). */
export function App({ admin: Admin }: { admin?: ComponentType | undefined }) {
  return (
    <LanguageOfAddress>
      <Routes>
        {Admin && <Route path="/admin/*" element={<Admin />} />}
        <Route path="*" element={<PublicPage />} />
      </Routes>
    </LanguageOfAddress>
  );
}

/**
 * A page of the public site. The visitor's stored language applies here only: the admin's addresses
 * have no Kiswahili twin, and moving /admin/login to /sw/admin/login would lock a Kiswahili reader out.
 * The admin's own app (src/admin/browser-admin) loads it when the admin opens a public page in its tab.
 */
export function PublicPage() {
  useLanguagePreference();
  return (
    <SiteFrame>
      <ContentRoute />
    </SiteFrame>
  );
}
