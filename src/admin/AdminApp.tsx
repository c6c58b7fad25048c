import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginScreen } from './auth/LoginScreen';
import { DashboardLayout } from './layout/DashboardLayout';
import { ContentSectionsScreen } from './content-sections/ContentSectionsScreen';
import { FooterManagementScreen } from './footer/FooterManagementScreen';
import { LinksScreen } from './links/LinksScreen';
import { MenuManagementScreen } from './menu/MenuManagementScreen';
import { NewsTickerScreen } from './news/NewsTickerScreen';
import { SettingsScreen } from './settings/SettingsScreen';
import { SidebarManagementScreen } from './sidebars/SidebarManagementScreen';
import { SlideshowScreen } from './slides/SlideshowScreen';
import { OverviewScreen } from './overview/OverviewScreen';
import { PageManagementScreen } from './pages/PageManagementScreen';

// The charts library is loaded only when the Visitors screen opens.
const VisitorsScreen = lazy(() => import('./visitors/VisitorsScreen'));

/** The admin, mounted at /admin/* and loaded only when an address under /admin is opened. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginScreen />} />
      <Route path="dashboard" element={<DashboardLayout />}>
        <Route index element={<OverviewScreen />} />
        <Route path="pages" element={<PageManagementScreen />} />
        <Route path="menu" element={<MenuManagementScreen />} />
        <Route path="news" element={<NewsTickerScreen />} />
        <Route path="slideshow" element={<SlideshowScreen />} />
        <Route path="content" element={<ContentSectionsScreen />} />
        <Route path="visitors" element={<VisitorsScreen />} />
        <Route path="sidebars" element={<SidebarManagementScreen />} />
        <Route path="footer" element={<FooterManagementScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="links" element={<LinksScreen />} />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
      <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
    </Routes>
  );
}
