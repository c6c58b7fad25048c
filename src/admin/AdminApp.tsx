import { lazy, Suspense, useEffect, useLayoutEffect, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../i18n/language';
import { LoginScreen } from './auth/LoginScreen';
import { followAdminLanguage } from './shared/admin-language';
import { useAdminAddress } from './shared/useAdminAddress';

/**
 * A part of the admin fetched when its route first opens: none of the dashboard (the model, the
 * validation core, MUI's dialogs) is in this chunk, and each screen, the Visitors charts among
 * them, loads when opened. A fresh load of /admin/login is the server's plain page, not this app;
 * the app's own sign-in screen serves Logout and a session that ended while the admin worked.
 * The validation core is fetched once the first screen shows, or with the first screen that edits.
 */
const DashboardLayout = lazy(() => import('./layout/DashboardLayout'));
const OverviewScreen = lazy(() => import('./overview/OverviewScreen'));
const PageManagementScreen = lazy(() => import('./pages/PageManagementScreen'));
const MenuManagementScreen = lazy(() => import('./menu/MenuManagementScreen'));
const NewsTickerScreen = lazy(() => import('./news/NewsTickerScreen'));
const SlideshowScreen = lazy(() => import('./slides/SlideshowScreen'));
const ContentSectionsScreen = lazy(() => import('./content-sections/ContentSectionsScreen'));
const SiteDataScreen = lazy(() => import('./site-data/SiteDataScreen'));
const SidebarManagementScreen = lazy(() => import('./sidebars/SidebarManagementScreen'));
const FooterManagementScreen = lazy(() => import('./footer/FooterManagementScreen'));
const SettingsScreen = lazy(() => import('./settings/SettingsScreen'));
const LinksScreen = lazy(() => import('./links/LinksScreen'));
const HistoryScreen = lazy(() => import('./history/HistoryScreen'));
const VisitorsScreen = lazy(() => import('./visitors/VisitorsScreen'));
// With the dashboard's model, which the layout has loaded by the time a screen opens.
const WithContentChecks = lazy(async () => ({
  default: (await import('./model/AdminModel')).WithContentChecks,
}));

/** To the dashboard, in the language of the address. */
function ToDashboard() {
  const address = useAdminAddress();
  return <Navigate to={address('/admin/dashboard')} replace />;
}

/** A screen that edits: it opens once the validation core is in, so every edit there is checked. */
function checked(screen: ReactElement) {
  return <WithContentChecks>{screen}</WithContentChecks>;
}

/**
 * Whether the admin has already been shown in this document. The remembered language decides only the
 * address the admin is opened at: choosing Kiswahili on the site shown in the same tab (to check a
 * translation) remembers it for the visitor, but must not turn the admin's own language round when
 * the administrator comes back to it.
 */
let openedInThisDocument = false;

/** The address the app opens at is in the language remembered or asked for (?lang=, at any time), before it paints. */
function useRememberedLanguage() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const remembered = openedInThisDocument ? '' : document.cookie;
    openedInThisDocument = true;
    const elsewhere = followAdminLanguage(location, remembered);
    if (elsewhere !== null) navigate(elsewhere, { replace: true });
  }, [location, navigate]);
}

/** The admin, mounted at /admin/* and loaded only when an address under /admin is opened. */
export default function AdminApp() {
  useRememberedLanguage();
  const language = useLanguage();
  // The shell is written once for both languages: the document says which one it shows.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <Routes>
      <Route path="login" element={<LoginScreen />} />
      <Route
        path="dashboard"
        element={
          <Suspense fallback={null}>
            <DashboardLayout />
          </Suspense>
        }
      >
        <Route index element={<OverviewScreen />} />
        <Route path="pages" element={checked(<PageManagementScreen />)} />
        <Route path="menu" element={checked(<MenuManagementScreen />)} />
        <Route path="news" element={checked(<NewsTickerScreen />)} />
        <Route path="slideshow" element={checked(<SlideshowScreen />)} />
        <Route path="content" element={checked(<ContentSectionsScreen />)} />
        <Route path="data" element={checked(<SiteDataScreen />)} />
        <Route path="visitors" element={<VisitorsScreen />} />
        <Route path="sidebars" element={checked(<SidebarManagementScreen />)} />
        <Route path="footer" element={checked(<FooterManagementScreen />)} />
        <Route path="settings" element={checked(<SettingsScreen />)} />
        <Route path="links" element={checked(<LinksScreen />)} />
        <Route path="history" element={<HistoryScreen />} />
        <Route path="*" element={<ToDashboard />} />
      </Route>
      <Route path="*" element={<ToDashboard />} />
    </Routes>
  );
}
