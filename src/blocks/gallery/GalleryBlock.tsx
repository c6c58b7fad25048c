import { styled } from '@mui/material/styles';
import { useDocument } from '../../content/hooks';
import { useTranslation } from '../../i18n';
import { buttonLook, iconButtonLook } from '../../ui/button-look';
import { Island } from '../../ui/islands/Island';
import { islandTextOf } from '../../ui/islands/island-text';
import { visuallyHidden } from '../../ui/VisuallyHidden';
import type { BlockProps } from '../types';
import { ALL_PHOTOS, galleryIsland } from './gallery-island';
import { pageCount } from './paging';
import { pictureDataOf } from '../../ui/picture-data';

/** The look of everything the island draws; a box of no size of its own around it. */
const Look = styled('div')(({ theme }) => ({
  display: 'contents',
  '& .gallery-button': {
    ...buttonLook({ theme, variant: 'outlined' }),
    minWidth: 44,
    '&[aria-pressed="true"], &[aria-current="page"]': buttonLook({ theme, variant: 'contained' }),
    '&:disabled': { opacity: 0.45, cursor: 'default', pointerEvents: 'none' },
  },
  '& .gallery-filters': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(3),
  },
  '& .gallery-empty': {
    margin: 0,
    padding: theme.spacing(6, 0),
    textAlign: 'center',
    color: theme.palette.text.secondary,
  },
  '& .gallery-grid': {
    listStyle: 'none',
    margin: theme.spacing(0, 0, 3),
    padding: 0,
    display: 'grid',
    // Two columns even on a phone: one picture a row made the page some 2,300 px tall.
    gap: theme.spacing(1),
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [theme.breakpoints.up('sm')]: { gap: theme.spacing(2) },
    [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  '& .gallery-grid a': {
    position: 'relative',
    display: 'block',
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    cursor: 'zoom-in',
    background: '#dde3ec',
    aspectRatio: '3 / 2',
  },
  '& .gallery-grid img': {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transition: 'transform 300ms',
  },
  '& .gallery-grid .overlay': {
    position: 'absolute',
    inset: 'auto 0 0 0',
    padding: theme.spacing(3, 1.5, 1.25),
    textAlign: 'left',
    color: '#fff',
    background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.82))',
    opacity: 0,
    transition: 'opacity 200ms',
  },
  '& .gallery-grid .overlay strong': { display: 'block', fontSize: '1rem', lineHeight: 1.3 },
  '& .gallery-grid .overlay span': { fontSize: '0.9rem' },
  '& .gallery-grid a:hover .overlay, & .gallery-grid a:focus-visible .overlay': { opacity: 1 },
  '& .gallery-grid a:hover img, & .gallery-grid a:focus-visible img': { transform: 'scale(1.04)' },
  '& .gallery-grid a:focus-visible': {
    outline: `3px solid ${theme.palette.secondary.main}`,
    outlineOffset: 2,
  },
  // Without hover (touch screens) the title shows all the time.
  '@media (hover: none)': { '& .gallery-grid .overlay': { opacity: 1 } },
  '@media (prefers-reduced-motion: reduce)': {
    '& .gallery-grid img, & .gallery-grid .overlay': { transition: 'none' },
  },
  '& .gallery-pager': {
    display: 'flex',
    gap: theme.spacing(1),
    justifyContent: 'center',
    // On a phone Previous and Next keep only their arrows, so the pager stays on one line.
    [theme.breakpoints.down('sm')]: {
      gap: theme.spacing(0.5),
      '& .pager-word': visuallyHidden,
      '& .gallery-button': { paddingInline: theme.spacing(1) },
    },
  },
  // Full screen and opaque: the header and page must not show through behind the photo.
  '& .gallery-viewer': {
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    maxWidth: 'none',
    maxHeight: 'none',
    margin: 0,
    padding: 0,
    border: 0,
    color: '#fff',
    background: '#080c14',
    overscrollBehavior: 'contain',
    '&::backdrop': { background: '#080c14' },
  },
  '& .viewer-stage': {
    position: 'relative',
    display: 'grid',
    gridTemplateRows: 'auto minmax(0, 1fr) auto auto',
    height: '100%',
  },
  '& .viewer-bar': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: theme.spacing(1, 2),
  },
  '& .viewer-image': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 0,
    padding: theme.spacing(0, 8),
    // Sideways swipes are the viewer's; vertical pans and pinch zoom stay the browser's.
    touchAction: 'pan-y pinch-zoom',
  },
  '& .viewer-image picture': { display: 'contents' },
  '& .viewer-image img': {
    maxWidth: '100%',
    maxHeight: '100%',
    width: 'auto',
    height: 'auto',
    objectFit: 'contain',
  },
  '& .viewer-caption': { textAlign: 'center', padding: theme.spacing(1.5, 2, 3) },
  '& .viewer-close, & .viewer-nav': { ...iconButtonLook(), color: '#fff' },
  '& .viewer-close:hover': { background: 'rgba(255,255,255,0.14)' },
  '& .viewer-nav': {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    background: 'rgba(255,255,255,0.14)',
    width: 52,
    height: 52,
    '& .native-icon': { fontSize: '2.1875rem' },
  },
  '& .viewer-nav:hover': { background: 'rgba(255,255,255,0.28)' },
  '& .viewer-close:focus-visible, & .viewer-nav:focus-visible': {
    outline: `3px solid ${theme.palette.secondary.main}`,
    outlineOffset: 2,
  },
  '& .viewer-nav.previous': { left: theme.spacing(1) },
  '& .viewer-nav.next': { right: theme.spacing(1) },
  // Beside the picture on wide screens; on a phone in a row of their own below the caption, never over it.
  '& .viewer-controls': { display: 'contents' },
  // On a phone (one block for all: a second key of the same query would replace the first).
  [theme.breakpoints.down('sm')]: {
    // Two tiles a row: a small title with room for a long word ("Zikisherehekea" at 320 px).
    '& .gallery-grid .overlay': { padding: theme.spacing(2, 0.75, 0.75) },
    '& .gallery-grid .overlay strong': { fontSize: '0.9rem' },
    '& .viewer-image': { padding: theme.spacing(0, 1) },
    '& .viewer-caption': { padding: theme.spacing(1.5, 2, 1) },
    '& .viewer-controls': {
      display: 'flex',
      justifyContent: 'space-between',
      padding: theme.spacing(0, 2, 2),
    },
    '& .viewer-nav': { position: 'static', transform: 'none' },
  },
}));

/**
 * The photo gallery of content/gallery.json. The shell works out every text and picture the gallery
 * shows; its island (./Gallery.island.tsx) draws and runs it.
 */
export default function GalleryBlock(_props: BlockProps<'gallery'>) {
  const gallery = useDocument('gallery');
  const { t, l, language } = useTranslation();
  const categoryLabel = (id: string) => l(gallery.categories.find((entry) => entry.id === id)?.label);

  const items = gallery.items.map((item) => ({
    id: item.id,
    category: item.category,
    title: islandTextOf(item.title, language),
    categoryLabel: categoryLabel(item.category),
    // The name starts with the caption shown on the picture, so speech users can say what they see.
    openLabel: t('gallery.open', { title: l(item.title), category: categoryLabel(item.category) }),
    picture: pictureDataOf(item.image, l(item.alt)),
  }));
  const filters = [{ id: ALL_PHOTOS, label: gallery.allLabel }, ...gallery.categories].map((filter) => ({
    id: filter.id,
    label: islandTextOf(filter.label, language),
  }));
  const mostPages = pageCount(gallery.items.length, gallery.pageSize);

  return (
    <Look>
      <Island
        island={galleryIsland}
        hydrate="idle"
        props={{
          items,
          filters,
          pageSize: gallery.pageSize,
          text: {
            label: t('gallery.label'),
            filterLabel: t('gallery.filterLabel'),
            empty: t('gallery.empty'),
            pages: t('gallery.pages'),
            previous: t('gallery.previous'),
            next: t('gallery.next'),
            pageLabels: Array.from({ length: mostPages }, (_, index) =>
              t('gallery.page', { page: index + 1 }),
            ),
            viewer: t('gallery.viewer'),
            // The island fills in the numbers.
            counter: t('gallery.counter', { position: '{position}', total: '{total}' }),
            close: t('frame.close'),
            previousPhoto: t('gallery.previousPhoto'),
            nextPhoto: t('gallery.nextPhoto'),
          },
        }}
      />
    </Look>
  );
}
