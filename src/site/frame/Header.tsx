import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useLocation } from 'react-router';
import { useDocument } from '../../content/hooks';
import { localizedPath } from '../../content/site-path';
import { ContentText, useTranslation } from '../../i18n';
import { DesktopMenu } from './DesktopMenu';
import { HeaderLinks } from './HeaderLinks';
import { MobileMenu } from './MobileMenu';
import { useSearchShortcut } from './useSearchShortcut';
import { brand } from '../../ui/brand-colours';

const loadSearchDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadSearchDialog);

const Brand = styled(RouterLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  color: 'inherit',
  textDecoration: 'none',
  padding: theme.spacing(1.5, 0),
  '& img': { width: 64, height: 64, flexShrink: 0 },
  '& .brand-name': {
    display: 'block',
    fontWeight: 800,
    fontSize: '1.2rem',
    lineHeight: 1.25,
    color: theme.palette.primary.main,
  },
  '& .brand-motto': {
    display: 'block',
    fontStyle: 'italic',
    color: brand.secondaryText(theme),
    fontSize: '0.95rem',
    marginTop: 2,
  },
  [theme.breakpoints.down('md')]: {
    '& img': { width: 48, height: 48 },
    '& .brand-name': { fontSize: '1rem' },
    '& .brand-motto': { fontSize: '0.85rem' },
  },
}));

const NavBar = styled('nav')(({ theme }) => ({
  background: theme.palette.primary.main,
  color: '#fff',
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  boxShadow: theme.shadows[2],
  '& .nav-row': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 48 },
  '& .nav-button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 48,
    minWidth: 48,
    justifyContent: 'center',
    padding: theme.spacing(0, 1.5),
    border: 0,
    background: 'transparent',
    color: '#fff',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
  '& .nav-button:hover': { background: 'rgba(255,255,255,0.14)' },
  '& .nav-button:focus-visible': { outline: '2px solid #fff', outlineOffset: -3 },
  '& .desktop-only': { [theme.breakpoints.down('md')]: { display: 'none' } },
  '& .mobile-only': { [theme.breakpoints.up('md')]: { display: 'none' } },
}));

export function Header() {
  const site = useDocument('site');
  const navigation = useDocument('navigation');
  const { t, language } = useTranslation();
  const { pathname } = useLocation();
  // The phone menu stays open only on the page where it was opened, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const [searchOpen, setSearchOpen] = useState(false);
  // The dialog's code loads on first use, so first views do not pay for it.
  const [searchUsed, setSearchUsed] = useState(false);

  const openSearch = () => {
    setSearchUsed(true);
    setSearchOpen(true);
  };
  useSearchShortcut(openSearch);

  return (
    <header>
      <Container maxWidth="xl" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <Brand to={localizedPath('/', language)}>
          <img src={site.customization.logoUrl} alt="" width={64} height={64} />
          <span>
            <span className="brand-name">
              <ContentText text={site.general.siteName} />
            </span>
            <span className="brand-motto">
              <ContentText text={site.general.tagline} />
            </span>
          </span>
        </Brand>
        <HeaderLinks />
      </Container>
      <NavBar aria-label={t('frame.mainMenu')}>
        <Container maxWidth="xl">
          <div className="nav-row">
            <Box className="desktop-only">
              <DesktopMenu items={navigation.items} />
            </Box>
            <button
              type="button"
              className="nav-button mobile-only"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
            >
              {menuOpen ? <CloseIcon aria-hidden /> : <MenuIcon aria-hidden />}
              {menuOpen ? t('frame.closeMenu') : t('frame.openMenu')}
            </button>
            <button
              type="button"
              className="nav-button"
              aria-label={t('frame.search')}
              aria-haspopup="dialog"
              onClick={openSearch}
              onPointerEnter={loadSearchDialog}
              onFocus={loadSearchDialog}
            >
              <SearchIcon aria-hidden />
            </button>
          </div>
        </Container>
        <Box className="mobile-only" hidden={!menuOpen}>
          <MobileMenu id="mobile-menu" items={navigation.items} />
        </Box>
      </NavBar>
      {searchUsed && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
