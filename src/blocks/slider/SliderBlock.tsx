import { styled } from '@mui/material/styles';
import { iconButtonLook } from '../../ui/button-look';
import { useDocument } from '../../content/hooks';
import { useTranslation } from '../../i18n';
import { Island, usePrerenderedAsIslands } from '../../ui/islands/Island';
import { visuallyHidden } from '../../ui/VisuallyHidden';
import type { BlockProps } from '../types';
import type { Slide } from '../../content/types.generated';
import { brand } from '../../ui/brand-colours';
import { slideDataOf } from './slide-data';
import { sliderIsland } from './slider-island';
import { SlideCaption, SlidePicture } from './slide-view';
import { SliderMarkup } from './SliderMarkup';

/** The picture's shape: wide on a wide column, taller on a narrow one so the picture stays readable. */
const WIDE_COLUMN = '@container (min-width: 640px)';

/**
 * Pictures on top, each slide's caption in a band below its picture and the controls in a bar below
 * that, so no control ever sits over a caption and no caption over the picture's own text. The slides
 * share one grid cell, so the slider is as tall as its tallest slide and never jumps when they change.
 */
const Carousel = styled('section')(({ theme }) => ({
  containerType: 'inline-size',
  marginBottom: theme.spacing(4),
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  background: brand.deep(theme),
  color: '#fff',
  '& .slides': { display: 'grid', touchAction: 'pan-y' },
  '& .slide': {
    gridArea: '1 / 1',
    display: 'flex',
    flexDirection: 'column',
    opacity: 0,
    transition: 'opacity 600ms ease',
  },
  '& .slide.is-current': { opacity: 1 },
  '& .picture': { aspectRatio: '16 / 9', [WIDE_COLUMN]: { aspectRatio: '16 / 7' } },
  '& .picture img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '& .caption': {
    flex: 1,
    padding: theme.spacing(2, 2, 0.5),
    [WIDE_COLUMN]: { padding: theme.spacing(2.5, 3, 0.5) },
  },
  '& .caption h2': {
    margin: 0,
    fontSize: '1.15rem',
    lineHeight: 1.25,
    [WIDE_COLUMN]: { fontSize: '1.45rem' },
  },
  '& .caption p': { margin: theme.spacing(0.5, 0, 1), maxWidth: '65ch' },
  '& .caption a': { color: '#fff', fontWeight: 700 },
  '& .controls': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: theme.spacing(0.5, 1),
  },
  '& .dots': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' },
  '& .arrow': { ...iconButtonLook(), color: '#fff' },
  '& .pause': { ...iconButtonLook(36), color: '#fff' },
  '& .pause[aria-pressed="true"] .when-moving, & .pause[aria-pressed="false"] .when-paused': {
    display: 'none',
  },
  '& .arrow:hover, & .pause:hover': { background: 'rgba(255, 255, 255, 0.16)' },
  '& .dot': {
    width: 28,
    height: 28,
    padding: 0,
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '& .dot::before': {
    content: '""',
    width: 12,
    height: 12,
    borderRadius: '50%',
    border: '2px solid #fff',
    background: 'transparent',
  },
  '& .dot[aria-current="true"]::before': {
    background: theme.palette.secondary.main,
    borderColor: theme.palette.secondary.main,
  },
  '& .dot:focus-visible, & .arrow:focus-visible, & .pause:focus-visible': {
    outline: '2px solid #fff',
    outlineOffset: 1,
  },
  '& .new-tab-note': visuallyHidden,
  '@media (prefers-reduced-motion: reduce)': { '& .slide': { transition: 'none' } },
}));

/** One slide drawn exactly as the home slider draws it, for the admin's preview. */
export function SlidePreview({ slide, label }: { slide: Slide; label: string }) {
  const { t, language } = useTranslation();
  const data = slideDataOf(slide, language);
  return (
    <Carousel aria-label={label}>
      <div className="slides">
        <div className="slide is-current">
          <SlidePicture picture={data.picture} priority />
          <SlideCaption slide={data} newTabNote={t('frame.opensInNewTab')} />
        </div>
      </div>
    </Carousel>
  );
}

/**
 * The home-page slider: this shell holds its styles and renders its markup from the slides of
 * content; its behaviour (slider.behaviour, no React) moves it, due at once, as its first change
 * counts from the page's load.
 */
export default function SliderBlock(_props: BlockProps<'slider'>) {
  const { intervalMs, slides: allSlides } = useDocument('slides');
  const { t, language } = useTranslation();
  const prerendered = usePrerenderedAsIslands();
  const slides = allSlides.filter((slide) => slide.active !== false);
  const total = slides.length;
  if (total === 0) return null;
  return (
    <Carousel aria-roledescription={t('slider.roleDescription')} aria-label={t('slider.label')}>
      <Island
        island={sliderIsland}
        hydrate="load"
        props={{ intervalMs, pause: t('slider.pause'), play: t('slider.play') }}
      >
        <SliderMarkup
          slides={slides.map((slide) => slideDataOf(slide, language))}
          texts={{
            slide: t('slider.slide'),
            positions: slides.map((_, position) => t('slider.position', { position: position + 1, total })),
            goTo: slides.map((_, position) => t('slider.goTo', { position: position + 1 })),
            previous: t('slider.previous'),
            next: t('slider.next'),
            pause: t('slider.pause'),
            play: t('slider.play'),
            newTabNote: t('frame.opensInNewTab'),
          }}
          // A page of islands defers all pictures but the first; a whole page (the admin's) shows
          // them at once, its pictures being lazy anyway.
          deferPictures={prerendered}
        />
      </Island>
    </Carousel>
  );
}
