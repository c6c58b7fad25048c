import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { SlidePreview } from '../../blocks/slider/SliderBlock';
import { localize } from '../../content/localize';
import type { Slide } from '../../content/types.generated';
import { ListScreen } from '../forms/ListScreen';
import { fixedListPlace } from '../forms/schemas';
import { DecisionDialog } from '../shared/DecisionDialog';
import type { ListDescription } from '../shared/ItemRows';
import { ONE_COLUMN } from '../shared/item-layout';
import { useAdminText, type AdminText } from '../text';

const slidesPlace = (t: AdminText) =>
  fixedListPlace<Slide>('slides', '/slides', {
    name: (slide) => localize(slide.alt, t.language),
    label: (change, name) => t(`slides.history.${change}`, { name }),
  });

const describeSlides = (t: AdminText): ListDescription<Slide> => ({
  place: slidesPlace(t),
  rowFields: [
    { name: 'image', label: t('slides.image') },
    { name: 'alt', label: t('slides.alt') },
    { name: 'title', label: t('slides.title') },
    { name: 'subtitle', label: t('slides.subtitle') },
  ],
  // A slide's texts run to sentences in two languages: its inputs stand one above the other.
  columns: ONE_COLUMN,
  newItem: {
    fields: [
      { name: 'image', label: t('slides.image'), description: t('slides.imageHelp') },
      { name: 'alt', label: t('slides.alt') },
    ],
    empty: { image: '', alt: '' },
    required: ['image', 'alt'],
    needRequired: t('slides.needImageAndAlt'),
    id: ['slide', 'alt'],
    fixed: { active: true },
  },
});

/** The home slider's slides (content/slides.json): add, edit in place, show or hide, reorder, preview, delete. */
export default function SlideshowScreen() {
  const t = useAdminText();
  const [previewed, setPreviewed] = useState<Slide | null>(null);
  return (
    <ListScreen
      screen="slides"
      describe={describeSlides}
      rowActions={(slide) => (
        <IconButton
          aria-label={t('slides.previewNamed', { name: localize(slide.alt, t.language) })}
          onClick={() => setPreviewed(slide)}
        >
          <VisibilityIcon />
        </IconButton>
      )}
    >
      <DecisionDialog
        open={previewed !== null}
        title={t('slides.previewTitle')}
        onClose={() => setPreviewed(null)}
        decisions={[{ label: t('slides.close'), onChoose: () => setPreviewed(null) }]}
        wide
      >
        {previewed && <SlidePreview slide={previewed} label={t('slides.previewTitle')} />}
      </DecisionDialog>
    </ListScreen>
  );
}
