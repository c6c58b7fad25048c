import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../i18n/language';
import { LoginScreen } from './auth/LoginScreen';
import { followAdminLanguage } from './shared/admin-language';
import { useAdminAddress } from './shared/useAdminAddress';

// Each screen, the dashboard's model and MUI's dialogs are chunks fetched when their route first opens.
// A fresh load of /admin/login is the server's plain page; this app's sign-in screen serves Logout and a
// session that ended while the admin worked.
const DashboardLayout = lazy(() => import('./layout/DashboardLayout'));
const OverviewScreen = lazy(() => import('./overview/OverviewScreen'));
const VisitorsScreen = lazy(() => import('./visitors/VisitorsScreen'));
const HistoryScreen = lazy(() => import('./history/HistoryScreen'));
/** The screens that edit, by path: each opens once the validation core is in, so every edit there is checked. */
const EDITING_SCREENS = {
  pages: lazy(() => import('./pages/PageManagementScreen')),
  menu: lazy(() => import('./menu/MenuManagementScreen')),
  news: lazy(() => import('./news/NewsTickerScreen')),
  slideshow: lazy(() => import('./slides/SlideshowScreen')),
  content: lazy(() => import('./content-sections/ContentSectionsScreen')),
  data: lazy(() => import('./site-data/SiteDataScreen')),
  sidebars: lazy(() => import('./sidebars/SidebarManagementScreen')),
  footer: lazy(() => import('./footer/FooterManagementScreen')),
  settings: lazy(() => import('./settings/SettingsScreen')),
  links: lazy(() => import('./links/LinksScreen')),
};
// With the dashboard's model, which the layout has loaded by the time a screen opens.
const WithContentChecks = lazy(async () => ({
  default: (await import('./model/AdminModel')).WithContentChecks,
}));

function ToDashboard() {
  const address = useAdminAddress();
  return <Navigate to={address('/admin/dashboard')} replace />;
}

/**
 * The remembered language decides only the address the admin first opens at: choosing Kiswahili on the
 * site in the same tab (to check a translation) must not turn the admin's language round on coming back.
 */
let openedInThisDocument = false;

/** Moves to the language remembered or asked for (?lang=, at any time) before the app paints. */
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
        {Object.entries(EDITING_SCREENS).map(([path, Screen]) => (
          <Route
            key={path}
            path={path}
            element={
              <WithContentChecks>
                <Screen />
              </WithContentChecks>
            }
          />
        ))}
        <Route path="visitors" element={<VisitorsScreen />} />
        <Route path="history" element={<HistoryScreen />} />
        <Route path="*" element={<ToDashboard />} />
      </Route>
      <Route path="*" element={<ToDashboard />} />
    </Routes>
  );
}
