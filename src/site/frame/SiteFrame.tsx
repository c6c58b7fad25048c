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
 * Three columns on wide screens (left sidebar, page, right sidebar). Between the phone layout and
 * those, two: the left sidebar's boxes head the second column, above the right sidebar's, so the
 * language choice and the logins stay on the screen. On phones the left sidebar is hidden (the menu
 * holds the language choice) and the right one follows the page.
 */
const Columns = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  paddingTop: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  '& > .left-sidebar': { display: 'none' },
  // A long address (an e-mail, a web link) wraps rather than pushing a phone's page sideways. The
  // blocks lay out by the main column's width (ui/column-width.ts).
  '& > main': { overflowWrap: 'break-word', containerType: 'inline-size' },
  // The skip link and a new page put focus here or on the page's heading: no box round the whole page.
  '& > main:focus, & > main h1:focus': { outline: 'none' },
  // Lines of running text stay short enough to read (about 75 characters).
  '& > main :is(p, li, dd, blockquote)': { maxWidth: '75ch' },
  // Sidebars are laid out and painted only when near the screen (on a phone they follow the page).
  '& > aside': { contentVisibility: 'auto', containIntrinsicSize: 'auto 1200px' },
  // The right sidebar has no area of its own: the grid puts it in the cell left free, under the left
  // sidebar here and in the third column from 'lg'.
  [theme.breakpoints.up('md')]: {
    gridTemplate: '"main left" auto "main right" 1fr / minmax(0, 1fr) 260px',
    '& > .left-sidebar': { display: 'block', gridArea: 'left' },
    '& > main': { gridArea: 'main' },
  },
  [theme.breakpoints.up('lg')]: { gridTemplate: '"left main right" / 240px minmax(0, 1fr) 270px' },
}));

/**
 * A part of the frame that React adopts from the prerendered page on its own, with a commit of its
 * own, rather than in one piece with everything else; a click on it before then makes React adopt
 * it first and replay the click.
 */
function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Everything around a page's body: ticker, header, sidebars, footer and the floating apply button. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main-content">{t('frame.skipToContent')}</SkipLink>
      <HydratedApart>
        <NewsTicker />
      </HydratedApart>
      <HydratedApart>
        <Header />
      </HydratedApart>
      <Container maxWidth="xl">
        <Columns>
          <HydratedApart>
            <Sidebar side="left" label={t('frame.leftSidebar')} className="left-sidebar" />
          </HydratedApart>
          <main id="main-content" tabIndex={-1}>
            <HydratedApart>{children}</HydratedApart>
          </main>
          <HydratedApart>
            <Sidebar side="right" label={t('frame.rightSidebar')} />
          </HydratedApart>
        </Columns>
      </Container>
      <HydratedApart>
        <Footer />
      </HydratedApart>
      <HydratedApart>
        <FloatingApply />
      </HydratedApart>
    </>
  );
}
