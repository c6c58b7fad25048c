import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import LinkIcon from '@mui/icons-material/Link';
import MenuIcon from '@mui/icons-material/Menu';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import SettingsIcon from '@mui/icons-material/Settings';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import type { AdminTextKey } from '../text';

/**
 * The admin's screens in the spec's menu order (§2.14). Only screens that exist are listed; the
 * others join this list as they are built.
 */
export const ADMIN_SCREENS: readonly { path: string; label: AdminTextKey; icon: SvgIconComponent }[] = [
  { path: '', label: 'screen.dashboard', icon: DashboardIcon },
  { path: 'pages', label: 'screen.pages', icon: DescriptionIcon },
  { path: 'menu', label: 'screen.menu', icon: MenuIcon },
  { path: 'news', label: 'screen.news', icon: NewspaperIcon },
  { path: 'slideshow', label: 'screen.slides', icon: SlideshowIcon },
  { path: 'content', label: 'screen.content', icon: ArticleIcon },
  { path: 'visitors', label: 'screen.visitors', icon: BarChartIcon },
  { path: 'links', label: 'screen.links', icon: LinkIcon },
  { path: 'settings', label: 'screen.settings', icon: SettingsIcon },
  { path: 'sidebars', label: 'screen.sidebars', icon: ViewSidebarIcon },
  { path: 'footer', label: 'screen.footer', icon: WebAssetIcon },
];
