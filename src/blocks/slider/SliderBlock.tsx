import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { CONTENT_COLUMN_SIZES, ResponsiveImage } from '../../ui/ResponsiveImage';
import { SmartLink } from '../../ui/SmartLink';
import { wrapIndex } from '../gallery/paging';
import type { BlockProps } from '../types';
import type { Slide } from '../../content/types.generated';
import { usePageVisible } from './usePageVisible';
import { useReducedMotion } from './useReducedMotion';
import { useSwipe } from './useSwipe';
import { brand } from '../../ui/brand-colours';
import { atPageTime } from '../page-time';

/** After a change, further changes wait this long (spec section 4), so slides never skip under quick clicks. */
export const SLIDE_CHANGE_LOCK_MS = 500;

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
  '& .caption h2': { margin: 0, fontSize: 'clamp(1.15rem, 3vw, 1.6rem)', lineHeight: 1.25 },
  '& .caption p': { margin: theme.spacing(0.5, 0, 1), maxWidth: '65ch' },
  '& .caption a': { color: '#fff', fontWeight: 700 },
  '& .controls': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: theme.spacing(0.5, 1),
  },
  '& .dots': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' },
  '& .arrow, & .pause': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    color: '#fff',
    background: 'transparent',
    cursor: 'pointer',
  },
  '& .pause': { width: 36, height: 36 },
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
  '@media (prefers-reduced-motion: reduce)': { '& .slide': { transition: 'none' } },
}));

/** The picture's frame always takes its place, so a picture that has not loaded yet moves nothing. */
function SlidePicture({ slide, priority, load = true }: { slide: Slide; priority: boolean; load?: boolean }) {
  const { l } = useTranslation();
  return (
    <div className="picture">
      {load && (
        <ResponsiveImage
          src={slide.image}
          alt={l(slide.alt)}
          sizes={CONTENT_COLUMN_SIZES}
          priority={priority}
        />
      )}
    </div>
  );
}

/** A slide's title, text and link over the picture; a slide with none of them shows the picture alone. */
function SlideCaption({ slide }: { slide: Slide }) {
  if (!slide.title && !slide.subtitle && !slide.link) return null;
  return (
    <div className="caption">
      {slide.title && (
        <h2>
          <ContentText text={slide.title} />
        </h2>
      )}
      {slide.subtitle && (
        <p>
          <ContentText text={slide.subtitle} />
        </p>
      )}
      {slide.link && (
        <SmartLink href={slide.link.url}>
          <ContentText text={slide.link.text} />
        </SmartLink>
      )}
    </div>
  );
}

/** One slide drawn exactly as the home slider draws it, for the admin's preview. */
export function SlidePreview({ slide, label }: { slide: Slide; label: string }) {
  return (
    <Carousel aria-label={label}>
      <div className="slides">
        <div className="slide is-current">
          <SlidePicture slide={slide} priority />
          <SlideCaption slide={slide} />
        </div>
      </div>
    </Carousel>
  );
}

/**
 * The home-page slider. It moves on every intervalMs (content/slides.json), wraps at both ends, locks
 * for 500 ms after each change, and holds still while the pointer or keyboard focus is on it, while the
 * tab is hidden, when paused with its button, and always when the visitor prefers reduced motion.
 * Only the first picture loads with the page; the next one loads ahead of its turn.
 */
export default function SliderBlock(_props: BlockProps<'slider'>) {
  const { intervalMs, slides: allSlides } = useDocument('slides');
  const slides = allSlides.filter((slide) => slide.active !== false);
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const locked = useRef(false);
  const reducedMotion = useReducedMotion();
  const visible = usePageVisible();
  const count = slides.length;

  const show = useCallback(
    (next: number) => {
      if (locked.current || count < 2) return;
      locked.current = true;
      setTimeout(() => (locked.current = false), SLIDE_CHANGE_LOCK_MS);
      const target = wrapIndex(next, count);
      setIndex(target);
      setLoaded((current) => new Set([...current, target, wrapIndex(target + 1, count)]));
    },
    [count],
  );

  const moving = !hovered && !focused && !pausedByVisitor && visible && !reducedMotion && count > 1;
  // The first change counts from the page's first paint, as the visitor sees it, not from the scripts;
  // any later one from the last change or the last pause.
  const startingUp = useRef(true);
  useEffect(() => {
    const fromPageStart = startingUp.current;
    startingUp.current = false;
    if (!moving) return;
    const advance = () => show(index + 1);
    if (fromPageStart) return atPageTime(intervalMs, advance);
    const timer = setTimeout(advance, intervalMs);
    return () => clearTimeout(timer);
  }, [moving, index, intervalMs, show]);

  // Fetch the second picture once the page has settled, so the first change shows it at once.
  useEffect(
    () =>
      atPageTime(intervalMs / 2, () => setLoaded((current) => new Set([...current, wrapIndex(1, count)]))),
    [count, intervalMs],
  );

  const swipe = useSwipe({ onPrevious: () => show(index - 1), onNext: () => show(index + 1) });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
  };

  if (count === 0) return null;
  return (
    <Carousel
      aria-roledescription={t('slider.roleDescription')}
      aria-label={t('slider.label')}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-testid="slider"
      data-index={index}
    >
      <div className="slides" aria-live={moving ? 'off' : 'polite'} {...swipe}>
        {slides.map((slide, position) => {
          const current = position === index;
          return (
            <div
              key={slide.id}
              className={current ? 'slide is-current' : 'slide'}
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { position: position + 1, total: count })}
              aria-hidden={!current}
              inert={!current}
            >
              <SlidePicture slide={slide} priority={position === 0} load={loaded.has(position)} />
              <SlideCaption slide={slide} />
            </div>
          );
        })}
      </div>
      <div className="controls">
        <button
          type="button"
          className="arrow previous"
          onClick={() => show(index - 1)}
          aria-label={t('slider.previous')}
        >
          <ChevronLeftIcon />
        </button>
        <div className="dots">
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              className="dot"
              aria-label={t('slider.goTo', { position: position + 1 })}
              aria-current={position === index}
              onClick={() => show(position)}
            />
          ))}
          <button
            type="button"
            className="pause"
            onClick={() => setPausedByVisitor((paused) => !paused)}
            aria-label={pausedByVisitor ? t('slider.play') : t('slider.pause')}
            aria-pressed={pausedByVisitor}
          >
            {pausedByVisitor ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </button>
        </div>
        <button
          type="button"
          className="arrow next"
          onClick={() => show(index + 1)}
          aria-label={t('slider.next')}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </Carousel>
  );
}
