import { useCallback, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { useDocument } from '../content/hooks';
import { KISWAHILI_PREFIX } from '../content/site-path';
import { LanguageOfAddress, useSitePath } from '../i18n';
import { NavigateToContext, useNavigateTo, type NavigateTo } from '../ui/islands/navigation';
import { SiteFrame } from './frame/SiteFrame';
import { startPageServices } from './page-services';
import { ContentRoute } from './pages/ContentRoute';

/** The public site at every address; the admin, when given, at /admin/* (the browser passes it, lazily loaded). */
export function App({ admin: Admin }: { admin?: ComponentType | undefined }) {
  return (
    <LanguageOfAddress>
      <Routes>
        {Admin && <Route path="/admin/*" element={<Admin />} />}
        {Admin && <Route path={`${KISWAHILI_PREFIX}/admin/*`} element={<Admin />} />}
        <Route path="*" element={<PublicPage />} />
      </Routes>
    </LanguageOfAddress>
  );
}

/**
 * A page of the public site. The visitor's stored language applies here only: the admin's language
 * is that of its address alone (/admin/... or /sw/admin/..., chosen on its sign-in page).
 * The admin's own app (src/admin/browser-admin) loads it when the admin opens a public page in its tab.
 */
export function PublicPage() {
  return (
    <RoutedNavigation>
      <PageWithServices />
    </RoutedNavigation>
  );
}

function PageWithServices() {
  const { language, path } = useSitePath();
  const { offline } = useDocument('site');
  const navigateTo = useNavigateTo();
  useEffect(() => {
    startPageServices({ language, path, offlineEnabled: offline?.enabled !== false }, navigateTo);
    // Once per visit: later navigations follow the visitor's own choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <SiteFrame>
      <ContentRoute />
    </SiteFrame>
  );
}

/**
 * Where the whole site is one app (the admin's tab and preview), islands and plain links
 * to the site's own pages go through the router, so the edits held in memory stay on screen.
 */
function RoutedNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateTo = useCallback<NavigateTo>(
    (address, options) => void navigate(address, { replace: options?.replace ?? false }),
    [navigate],
  );
  useEffect(() => {
    const followInApp = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return;
      event.preventDefault();
      navigateTo(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', followInApp);
    return () => document.removeEventListener('click', followInApp);
  }, [navigateTo]);
  return <NavigateToContext value={navigateTo}>{children}</NavigateToContext>;
}
