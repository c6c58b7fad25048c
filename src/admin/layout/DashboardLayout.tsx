import { Suspense, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import TranslateIcon from '@mui/icons-material/Translate';
import { signOut } from '../auth/session';
import { useServerSession } from '../auth/useServerSession';
import { DraftOffer } from '../drafts/DraftOffer';
import { AdminModelProvider } from '../model/AdminModel';
import { PublishButton } from '../publish/PublishButton';
import { TransferControls } from '../transfer/TransferControls';
import { useAdminText } from '../text';
import { ContentProblems } from './ContentProblems';
import { HeaderAction } from './HeaderAction';
import { HistoryControls } from './HistoryControls';
import { chooseAdminLanguage } from '../shared/admin-language';
import { useAdminAddress } from '../shared/useAdminAddress';
import { useLanguage } from '../../i18n/language';
import { AdminThemeProvider } from './AdminThemeProvider';
import { ADMIN_SCREENS } from './screens';
import { useFieldFromAddress } from '../forms/field-address';

const DRAWER_WIDTH = 240;

/** The signed-in admin: the menu (a drawer on phones), the header with its actions, and the screen. */
export default function DashboardLayout() {
  const t = useAdminText();
  const navigate = useNavigate();
  const location = useLocation();
  const otherLanguage = useLanguage() === 'sw' ? 'en' : 'sw';
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const session = useServerSession();
  const address = useAdminAddress();
  useFieldFromAddress();
  if (session === 'signed-out') return <Navigate to={address('/admin/login')} replace />;
  if (session === 'checking') return <Loading />;

  const logout = async () => {
    await signOut();
    navigate(address('/admin/login'));
  };
  const menu = (
    <nav aria-label={t('layout.menu')}>
      <List>
        {ADMIN_SCREENS.map(({ path, label, icon: Icon }) => (
          <ListItem key={path} disablePadding>
            <ListItemButton
              component={NavLink}
              to={address(path ? `/admin/dashboard/${path}` : '/admin/dashboard')}
              end
              onClick={() => setDrawerOpen(false)}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={t(label)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );

  // On phones the actions take a row of their own under the title, wrapping as they need, so every
  // one stays on screen; the header then sits in the page's flow instead of over it.
  const actions = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        flexWrap: 'wrap',
        ...(wide ? {} : { width: '100%', justifyContent: 'flex-end' }),
      }}
    >
      <Suspense fallback={null}>
        <AdminModelProvider>
          <ContentProblems />
          <HistoryControls />
          <TransferControls />
          <PublishButton />
          <DraftOffer />
        </AdminModelProvider>
      </Suspense>
    </Box>
  );
  const header = (
    // Above the permanent menu, which starts below it; under a phone's menu, which opens over everything.
    <AppBar
      position={wide ? 'fixed' : 'sticky'}
      sx={wide ? { zIndex: (theme) => theme.zIndex.drawer + 1 } : {}}
    >
      <Toolbar sx={{ gap: 0.5, flexWrap: wide ? 'nowrap' : 'wrap', py: wide ? 0 : 0.5 }}>
        {!wide && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('layout.openMenu')}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component="h1"
          variant="h3"
          sx={{
            flexGrow: 1,
            color: 'inherit',
            whiteSpace: 'nowrap',
            fontSize: { xs: '1.05rem', sm: undefined },
          }}
        >
          {t('layout.header')}
        </Typography>
        {wide && actions}
        {/* Phones reach the website from the overview's quick actions; the header keeps its room. */}
        {!phone && <HeaderAction to="/" icon={<OpenInBrowserIcon />} label={t('layout.viewWebsite')} />}
        <HeaderAction
          icon={<TranslateIcon />}
          label={t('layout.otherLanguage')}
          lang={otherLanguage}
          onClick={() => navigate(chooseAdminLanguage(otherLanguage, location))}
        />
        <HeaderAction icon={<LogoutIcon />} label={t('layout.logout')} onClick={logout} />
        {!wide && actions}
      </Toolbar>
    </AppBar>
  );
  const screen = (
    <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
      {wide && <Toolbar />}
      <Suspense fallback={<Loading />}>
        <AdminModelProvider>
          <Outlet />
        </AdminModelProvider>
      </Suspense>
    </Box>
  );

  return (
    <AdminThemeProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <meta name="robots" content="noindex" />
        {wide ? (
          <>
            {header}
            <Drawer
              variant="permanent"
              sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
            >
              <Toolbar />
              {menu}
            </Drawer>
            {screen}
          </>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
            {header}
            <Drawer variant="temporary" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
              <Box sx={{ width: DRAWER_WIDTH }}>{menu}</Box>
            </Drawer>
            {screen}
          </Box>
        )}
      </Box>
    </AdminThemeProvider>
  );
}

/** A spinner and what is loading (by default the screen). */
export function Loading({ text }: { text?: string }) {
  const t = useAdminText();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2 }} role="status">
      <CircularProgress size={24} />
      {text ?? t('layout.loading')}
    </Box>
  );
}
