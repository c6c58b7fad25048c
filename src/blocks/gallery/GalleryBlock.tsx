import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { visuallyHidden } from '../../ui/VisuallyHidden';
import type { BlockProps } from '../types';
import { isValidPage, pageCount, pageSlice } from './paging';

const GalleryViewer = lazy(() => import('./GalleryViewer'));

const ALL = 'all';

const Grid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(0, 0, 3),
  padding: 0,
  display: 'grid',
  // Two columns even on a phone: one picture a row made the page some 2,300 px tall.
  gap: theme.spacing(1),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(2) },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& button': {
    position: 'relative',
    // A button does not inherit the page's font by itself.
    font: 'inherit',
    display: 'block',
    width: '100%',
    padding: 0,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    cursor: 'zoom-in',
    background: '#dde3ec',
    aspectRatio: '3 / 2',
  },
  '& img': {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transition: 'transform 300ms',
  },
  '& .overlay': {
    position: 'absolute',
    inset: 'auto 0 0 0',
    padding: theme.spacing(3, 1.5, 1.25),
    textAlign: 'left',
    color: '#fff',
    background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.82))',
    opacity: 0,
    transition: 'opacity 200ms',
  },
  '& .overlay strong': { display: 'block', fontSize: '1rem', lineHeight: 1.3 },
  '& .overlay span': { fontSize: '0.85rem' },
  [theme.breakpoints.down('sm')]: {
    '& .overlay': { padding: theme.spacing(2, 1, 0.75) },
    '& .overlay strong': { fontSize: '0.85rem' },
    '& .overlay span': { fontSize: '0.75rem' },
  },
  '& button:hover .overlay, & button:focus-visible .overlay': { opacity: 1 },
  '& button:hover img, & button:focus-visible img': { transform: 'scale(1.04)' },
  '& button:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
  // Without hover (touch screens) the title shows all the time.
  '@media (hover: none)': { '& .overlay': { opacity: 1 } },
  '@media (prefers-reduced-motion: reduce)': { '& img, & .overlay': { transition: 'none' } },
}));

export default function GalleryBlock(_props: BlockProps<'gallery'>) {
  const gallery = useDocument('gallery');
  const { t, l } = useTranslation();
  const [category, setCategory] = useState(ALL);
  const [page, setPage] = useState(1);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);

  const selection =
    category === ALL ? gallery.items : gallery.items.filter((item) => item.category === category);
  const pages = pageCount(selection.length, gallery.pageSize);
  const shown = pageSlice(selection, page, gallery.pageSize);
  const categoryLabel = (id: string) => l(gallery.categories.find((entry) => entry.id === id)?.label);

  const chooseCategory = (id: string) => {
    setCategory(id);
    setPage(1);
  };
  const goToPage = (next: number) => {
    if (isValidPage(next, selection.length, gallery.pageSize)) setPage(next);
  };

  const filters = [{ id: ALL, label: gallery.allLabel }, ...gallery.categories];
  return (
    <section aria-label={t('gallery.label')}>
      <Box
        role="group"
        aria-label={t('gallery.filterLabel')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        {filters.map((filter) => (
          <Button
            key={filter.id}
            variant={category === filter.id ? 'contained' : 'outlined'}
            aria-pressed={category === filter.id}
            onClick={() => chooseCategory(filter.id)}
          >
            <ContentText text={filter.label} />
          </Button>
        ))}
      </Box>

      {shown.length === 0 ? (
        <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {t('gallery.empty')}
        </Typography>
      ) : (
        <Grid data-testid="gallery-grid">
          {shown.map((item, position) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => setViewerIndex((page - 1) * gallery.pageSize + position)}
                // The name starts with the caption shown on the picture, so speech users can say what they see.
                aria-label={t('gallery.open', {
                  title: l(item.title),
                  category: categoryLabel(item.category),
                })}
              >
                <ResponsiveImage
                  src={item.image}
                  alt={l(item.alt)}
                  // The first picture is on a phone's first screen: fetched at once, not lazily.
                  priority={position === 0}
                  // Two columns of the page column (beside the sidebars from 768 px), three from 1100 px.
                  sizes="(min-width: 1100px) 260px, (min-width: 768px) calc((100vw - 330px) / 2), 50vw"
                />
                <span className="overlay" aria-hidden>
                  {/* The space keeps title and category two words for tools that read the text. */}
                  <strong>
                    <ContentText text={item.title} />
                  </strong>{' '}
                  <span>{categoryLabel(item.category)}</span>
                </span>
              </button>
            </li>
          ))}
        </Grid>
      )}

      {pages > 1 && (
        <Box
          component="nav"
          aria-label={t('gallery.pages')}
          sx={(theme) => ({
            display: 'flex',
            gap: 1,
            justifyContent: 'center',
            '& .MuiButton-root': { minWidth: 44 },
            // On a phone Previous and Next keep only their arrows, so the pager stays on one line.
            [theme.breakpoints.down('sm')]: {
              gap: 0.5,
              '& .pager-word': visuallyHidden,
              '& .MuiButton-root': { paddingInline: theme.spacing(1) },
              '& .MuiButton-startIcon, & .MuiButton-endIcon': { margin: 0 },
            },
          })}
        >
          <Button
            variant="outlined"
            disabled={page === 1}
            onClick={() => goToPage(page - 1)}
            startIcon={<ChevronLeftIcon aria-hidden />}
          >
            <span className="pager-word">{t('gallery.previous')}</span>
          </Button>
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <Button
              key={number}
              variant={number === page ? 'contained' : 'outlined'}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('gallery.page', { page: number })}
              onClick={() => goToPage(number)}
            >
              {number}
            </Button>
          ))}
          <Button
            variant="outlined"
            disabled={page === pages}
            onClick={() => goToPage(page + 1)}
            endIcon={<ChevronRightIcon aria-hidden />}
          >
            <span className="pager-word">{t('gallery.next')}</span>
          </Button>
        </Box>
      )}

      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <GalleryViewer
            items={selection}
            index={viewerIndex}
            categoryLabel={categoryLabel}
            onIndexChange={setViewerIndex}
            onClose={() => setViewerIndex(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
