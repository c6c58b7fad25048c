import type { KeyboardEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import type { GalleryItem } from '../../content/types.generated';
import { ContentText, useTranslation } from '../../i18n';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { wrapIndex } from './paging';

const Stage = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto auto',
  height: '100%',
  color: '#fff',
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
  },
  '& .viewer-image img': {
    maxWidth: '100%',
    maxHeight: '100%',
    width: 'auto',
    height: 'auto',
    objectFit: 'contain',
  },
  '& .viewer-caption': { textAlign: 'center', padding: theme.spacing(1.5, 2, 3) },
  '& .viewer-nav': {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    color: '#fff',
    background: 'rgba(255,255,255,0.14)',
    width: 52,
    height: 52,
  },
  '& .viewer-nav:hover': { background: 'rgba(255,255,255,0.28)' },
  '& .viewer-nav.previous': { left: theme.spacing(1) },
  '& .viewer-nav.next': { right: theme.spacing(1) },
  // Beside the picture on wide screens; on a phone in a row of their own below the caption, never over it.
  '& .viewer-controls': { display: 'contents' },
  [theme.breakpoints.down('sm')]: {
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

export interface GalleryViewerProps {
  items: readonly GalleryItem[];
  index: number;
  categoryLabel: (id: string) => string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-screen viewer over the photos of the current selection. Arrow keys and the buttons move through
 * them, wrapping at the ends; Escape closes. The dialog locks page scrolling and restores it on close.
 */
export default function GalleryViewer({
  items,
  index,
  categoryLabel,
  onIndexChange,
  onClose,
}: GalleryViewerProps) {
  const { t, l } = useTranslation();
  const item = items[index];
  if (!item) return null;
  const move = (step: number) => onIndexChange(wrapIndex(index + step, items.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      onKeyDown={onKeyDown}
      slotProps={{
        // The paper carries role="dialog", so its name goes there.
        // Opaque: the header and page must not show through behind the photo.
        paper: { 'aria-label': t('gallery.viewer'), sx: { background: '#080c14' } },
      }}
    >
      <Stage>
        <div className="viewer-bar">
          <span aria-live="polite" data-testid="viewer-counter">
            {t('gallery.counter', { position: index + 1, total: items.length })}
          </span>
          <IconButton onClick={onClose} aria-label={t('frame.close')} sx={{ color: '#fff' }}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className="viewer-image">
          <ResponsiveImage key={item.id} src={item.image} alt={l(item.alt)} sizes="100vw" priority />
        </div>
        <div className="viewer-caption">
          <strong>
            <ContentText text={item.title} />
          </strong>{' '}
          · {categoryLabel(item.category)}
        </div>
        <div className="viewer-controls">
          <IconButton
            className="viewer-nav previous"
            onClick={() => move(-1)}
            aria-label={t('gallery.previousPhoto')}
          >
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton className="viewer-nav next" onClick={() => move(1)} aria-label={t('gallery.nextPhoto')}>
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        </div>
      </Stage>
    </Dialog>
  );
}
