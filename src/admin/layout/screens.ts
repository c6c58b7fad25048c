import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import HistoryIcon from '@mui/icons-material/History';
import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import LinkIcon from '@mui/icons-material/Link';
import MenuIcon from '@mui/icons-material/Menu';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import SettingsIcon from '@mui/icons-material/Settings';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import TableChartIcon from '@mui/icons-material/TableChart';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import type { ContentStore } from '../../content/store';
import type { AdminTextKey } from '../text';
import { PAGES_FOLDER } from '../../content/places';
import { FIELD_PARAM, fieldAddress } from '../forms/field-address';
import { isSiteDataDocument } from '../site-data/documents';

interface AdminScreen {
  path: string;
  label: AdminTextKey;
  icon: SvgIconComponent;
  /** The content document the screen edits, where a problem found in it is mended. */
  document?: string;
}

/**
 * The admin's screens in the spec's menu order (§2.14). Only screens that exist are listed; the
 * others join this list as they are built.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: '', label: 'screen.dashboard', icon: DashboardIcon },
  { path: 'pages', label: 'screen.pages', icon: DescriptionIcon },
  { path: 'menu', label: 'screen.menu', icon: MenuIcon, document: 'navigation' },
  { path: 'news', label: 'screen.news', icon: NewspaperIcon, document: 'ticker' },
  { path: 'slideshow', label: 'screen.slides', icon: SlideshowIcon, document: 'slides' },
  { path: 'content', label: 'screen.content', icon: ArticleIcon },
  { path: 'visitors', label: 'screen.visitors', icon: BarChartIcon },
  { path: 'links', label: 'screen.links', icon: LinkIcon, document: 'links' },
  { path: 'settings', label: 'screen.settings', icon: SettingsIcon, document: 'site' },
  { path: 'data', label: 'screen.data', icon: TableChartIcon },
  { path: 'sidebars', label: 'screen.sidebars', icon: ViewSidebarIcon, document: 'sidebars' },
  { path: 'footer', label: 'screen.footer', icon: WebAssetIcon, document: 'footer' },
  { path: 'history', label: 'screen.revisions', icon: HistoryIcon },
];

/** ?component=, the selected component: in Page Management and Site Data's not-found tab. */
export const COMPONENT_PARAM = 'component';

/** The id of the component the pointer is inside, in a document made of components. */
function componentAt(store: ContentStore, documentId: string, pointer: string): string | undefined {
  const position = /^\/components\/(\d+)(\/|$)/.exec(pointer)?.[1];
  const page = store.peek(documentId) as { components?: { id?: string }[] } | undefined;
  return position === undefined ? undefined : page?.components?.[Number(position)]?.id;
}

/**
 * The screen where a problem or a text at a pointer of a document is mended, or none for a document no
 * screen edits yet. Page Management and Site Data edit many documents: the address names the one, and
 * the component the pointer is inside.
 */
export function screenAt(
  store: ContentStore,
  documentId: string,
  pointer: string,
): { to: string; label: AdminTextKey } | undefined {
  const [path, param, label] = documentId.startsWith(PAGES_FOLDER)
    ? (['pages', 'page', 'screen.pages'] as const)
    : isSiteDataDocument(documentId)
      ? (['data', 'document', 'screen.data'] as const)
      : [];
  if (path) {
    const query = new URLSearchParams({ [param]: documentId });
    const component = componentAt(store, documentId, pointer);
    if (component) query.set(COMPONENT_PARAM, component);
    return { to: `/admin/dashboard/${path}?${query}`, label };
  }
  const screen = ADMIN_SCREENS.find((candidate) => candidate.document === documentId);
  return screen && { to: `/admin/dashboard/${screen.path}`, label: screen.label };
}

/**
 * The screen where a text is edited (screenAt), its address naming the field (?field=) for the
 * screen to open at the text's Kiswahili input: where the overview's texts to translate lead.
 */
export function screenAtText(store: ContentStore, documentId: string, pointer: string) {
  const screen = screenAt(store, documentId, pointer);
  if (!screen) return undefined;
  const field = new URLSearchParams({ [FIELD_PARAM]: fieldAddress(documentId, pointer) });
  return { ...screen, to: `${screen.to}${screen.to.includes('?') ? '&' : '?'}${field}` };
}
