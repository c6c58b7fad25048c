import { useEffect, useRef } from 'react';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useLocation } from 'react-router';
import { useDocument } from '../../content/hooks';
import { smallestUploadedCopy, VARIANT_FORMATS, VARIANT_MEDIA_TYPES } from '../../content/image-variants';
import { localizedPath } from '../../content/site-path';
import { ContentText, useTranslation } from '../../i18n';
import { HeaderLinks } from './HeaderLinks';
import { LanguageOptions } from './LanguageSelector';
import { SITE_MENU_ID, SiteMenu } from './SiteMenu';
import { SearchDialog } from './search/SearchDialog';
import { SEARCH_DIALOG_ID } from './search/search-dialog-island';
import { brand } from '../../ui/brand-colours';

const Brand = styled(RouterLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  color: 'inherit',
  textDecoration: 'none',
  padding: theme.spacing(1.5, 0),
  // A logo that is not square keeps its shape inside the square.
  '& img': { width: 64, height: 64, flexShrink: 0, objectFit: 'contain' },
  '& picture': { display: 'contents' },
  '& .brand-name': {
    display: 'block',
    fontWeight: 700,
    fontSize: '1.15rem',
    lineHeight: 1.25,
    color: theme.palette.primary.main,
  },
  '& .brand-motto': {
    display: 'block',
    color: brand.secondaryText(theme),
    fontSize: '0.9rem',
    marginTop: 2,
  },
  [theme.breakpoints.down('md')]: {
    '& img': { width: 48, height: 48 },
    '& .brand-name': { fontSize: '1rem' },
  },
}));

/** The college's logo; an uploaded photo is offered as its smallest AVIF or WebP copy, not in full. */
function Logo({ src }: { src: string }) {
  // Low priority keeps the small logo from being preloaded ahead of the page: its decoding (an SVG
  // is a document of its own) would otherwise run before the first paint.
  const image = <img src={src} alt="" width={64} height={64} fetchPriority="low" />;
  const copies = VARIANT_FORMATS.map((format) => ({
    type: VARIANT_MEDIA_TYPES[format],
    srcSet: smallestUploadedCopy(src, format),
  }));
  if (copies.some((copy) => copy.srcSet === undefined)) return image;
  return (
    <picture>
      {copies.map((copy) => (
        <source key={copy.type} type={copy.type} srcSet={copy.srcSet} />
      ))}
      {image}
    </picture>
  );
}

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
    fontWeight: 700,
    cursor: 'pointer',
  },
  '& .nav-button:hover': { background: 'rgba(255,255,255,0.14)' },
  '& .nav-button:focus-visible': { outline: '2px solid #fff', outlineOffset: -3 },
  // Phones: the menu button and search share the first row, and the open menu fills the rows under them.
  '& .nav-search': { marginLeft: 'auto', order: 1 },
  [theme.breakpoints.down('md')]: { '& .nav-row': { flexWrap: 'wrap' } },
  '& .when-closed, & .when-open': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1) },
  '& .menu-disclosure > summary': { listStyle: 'none', marginLeft: theme.spacing(-1.5) },
  '& .menu-disclosure > summary::-webkit-details-marker': { display: 'none' },
  '& .menu-disclosure[open] .when-closed, & .menu-disclosure:not([open]) .when-open': { display: 'none' },
}));

/**
 * The header: the college's name, the main menu (the desktop bar, or on phones a menu button) and the
 * search control. All of it works from the first paint: the phone menu is a native disclosure, and
 * the search button opens the search dialog by an invoker command (with scripts, also where the
 * browser does not know invoker commands).
 */
export function Header() {
  const site = useDocument('site');
  const navigation = useDocument('navigation');
  const { t, language } = useTranslation();
  const { pathname } = useLocation();
  const phoneMenu = useRef<HTMLDetailsElement>(null);

  // The phone menu stays open only on the page where it was opened, so any navigation closes it; a
  // menu opened before the scripts arrived stays open when they do.
  const menuPage = useRef(pathname);
  useEffect(() => {
    if (menuPage.current === pathname) return;
    menuPage.current = pathname;
    if (phoneMenu.current) phoneMenu.current.open = false;
  }, [pathname]);

  return (
    <header>
      <Container maxWidth="xl" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <Brand to={localizedPath('/', language)}>
          <Logo src={site.customization.logoUrl} />
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
            <SiteMenu
              items={navigation.items}
              disclosure={
                <details className="menu-disclosure" ref={phoneMenu}>
                  <summary className="nav-button" aria-controls={SITE_MENU_ID}>
                    <span className="when-closed">
                      <MenuIcon aria-hidden />
                      {t('frame.openMenu')}
                    </span>
                    <span className="when-open">
                      <CloseIcon aria-hidden />
                      {t('frame.closeMenu')}
                    </span>
                  </summary>
                </details>
              }
              languages={
                <>
                  <span id="menu-language">{t('language.label')}</span>
                  <LanguageOptions labelledBy="menu-language" />
                </>
              }
            />
            <button
              type="button"
              className="nav-button nav-search"
              commandfor={SEARCH_DIALOG_ID}
              command="show-modal"
              aria-label={t('frame.search')}
              aria-haspopup="dialog"
            >
              <SearchIcon aria-hidden />
            </button>
          </div>
        </Container>
      </NavBar>
      <SearchDialog />
    </header>
  );
}
