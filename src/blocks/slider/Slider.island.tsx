import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../ui/islands/Icon';
import { wrapIndex } from '../gallery/paging';
import { atPageTime } from '../page-time';
import { SlideCaption, SlidePicture, type SlideData } from './slide-view';
import { usePageVisible } from './usePageVisible';
import { useReducedMotion } from './useReducedMotion';
import { useSwipe } from './useSwipe';

/** After a change, further changes wait this long (spec section 4), so slides never skip under quick clicks. */
export const SLIDE_CHANGE_LOCK_MS = 500;

/** The slider's words, already in the page's language; one position and one dot label per slide. */
export interface SliderTexts {
  slide: string;
  positions: string[];
  goTo: string[];
  previous: string;
  next: string;
  pause: string;
  play: string;
  newTabNote: string;
}

export interface SliderIslandProps {
  intervalMs: number;
  slides: SlideData[];
  texts: SliderTexts;
}

/**
 * The home-page slider's moving part. It moves on every intervalMs, wraps at both ends, locks for
 * 500 ms after each change, and holds still while the pointer or keyboard focus is on it, while the
 * tab is hidden, when paused with its button, and always when the visitor prefers reduced motion.
 * Only the first picture loads with the page; the next one loads ahead of its turn. Before its code
 * is in, the page shows the first slide, and a tap on a control is made again once it is.
 */
export default function SliderIsland({ intervalMs, slides, texts }: SliderIslandProps) {
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

  return (
    <div
      className="stage"
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
              aria-roledescription={texts.slide}
              aria-label={texts.positions[position]}
              aria-hidden={!current}
              inert={!current}
            >
              <SlidePicture picture={slide.picture} priority={position === 0} load={loaded.has(position)} />
              <SlideCaption slide={slide} newTabNote={texts.newTabNote} />
            </div>
          );
        })}
      </div>
      <div className="controls">
        <button
          type="button"
          className="arrow previous"
          onClick={() => show(index - 1)}
          aria-label={texts.previous}
        >
          <Icon name="ChevronLeft" />
        </button>
        <div className="dots">
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              className="dot"
              aria-label={texts.goTo[position]}
              aria-current={position === index}
              onClick={() => show(position)}
            />
          ))}
          <button
            type="button"
            className="pause"
            onClick={() => setPausedByVisitor((paused) => !paused)}
            aria-label={pausedByVisitor ? texts.play : texts.pause}
            aria-pressed={pausedByVisitor}
          >
            <Icon name={pausedByVisitor ? 'PlayArrow' : 'Pause'} small />
          </button>
        </div>
        <button type="button" className="arrow next" onClick={() => show(index + 1)} aria-label={texts.next}>
          <Icon name="ChevronRight" />
        </button>
      </div>
    </div>
  );
}
