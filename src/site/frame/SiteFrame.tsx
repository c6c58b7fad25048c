import { Suspense, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { useTranslation } from '../../i18n';
import { FloatingApply } from './FloatingApply';
import { Footer } from './Footer';
import { Header } from './Header';
import { NewsTicker } from './NewsTicker';
import { Sidebar } from './Sidebar';

const SkipLink = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: -100,
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1, 2),
  background: '#fff',
  color: theme.palette.primary.main,
  fontWeight: 700,
  '&:focus': { top: theme.spacing(1) },
}));

/**
 * Three columns on wide screens (left sidebar, page, right sidebar); below that the left sidebar
 * is hidden and the right one follows the page.
 */
const Columns = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  paddingTop: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  '& > .left-sidebar': { display: 'none' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 260px' },
  [theme.breakpoints.up('lg')]: {
    gridTemplateColumns: '240px minmax(0, 1fr) 270px',
    '& > .left-sidebar': { display: 'block' },
  },
}));

/** Everything around a page's body: ticker, header, sidebars, footer and the floating apply button. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main-content">{t('frame.skipToContent')}</SkipLink>
      <NewsTicker />
      <Header />
      <Container maxWidth="xl">
        <Columns>
          <Sidebar side="left" label={t('frame.leftSidebar')} className="left-sidebar" />
          <main id="main-content" tabIndex={-1}>
            <Suspense fallback={null}>{children}</Suspense>
          </main>
          <Sidebar side="right" label={t('frame.rightSidebar')} />
        </Columns>
      </Container>
      <Footer />
      <FloatingApply />
    </>
  );
}
