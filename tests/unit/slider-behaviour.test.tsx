// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SliderMarkup, type SliderTexts } from '../../src/blocks/slider/SliderMarkup';
import { adopt, SLIDE_CHANGE_LOCK_MS } from '../../src/blocks/slider/slider.behaviour';
import type { SlideData } from '../../src/blocks/slider/slide-view';

const COUNT = 3;
const SLIDES: SlideData[] = Array.from({ length: COUNT }, (_, position) => ({
  id: `s${position}`,
  picture: { src: `/media/slide-${position}.jpg`, alt: `Slide ${position}`, variants: false },
}));
const TEXTS: SliderTexts = {
  slide: 'slide',
  positions: SLIDES.map((_, position) => `${position + 1} of ${COUNT}`),
  goTo: SLIDES.map((_, position) => `Show slide ${position + 1}`),
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause',
  play: 'Play',
  newTabNote: '(new tab)',
};
const INTERVAL_MS = 5000;

/** The slider as a page of islands serves it, adopted by its behaviour. */
function adoptedSlider(reducedMotion = false) {
  window.matchMedia = ((query: string) =>
    ({
      matches: reducedMotion && query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
  const host = document.createElement('div');
  host.innerHTML = renderToString(<SliderMarkup slides={SLIDES} texts={TEXTS} deferPictures />);
  document.body.append(host);
  const release = adopt(host, { intervalMs: INTERVAL_MS, pause: TEXTS.pause, play: TEXTS.play });
  const stage = host.querySelector<HTMLElement>('.stage')!;
  const button = (label: string) => host.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
  const pictures = () =>
    [...host.querySelectorAll('.slide')].map((slide) => slide.querySelector('img') !== null);
  return { host, stage, button, pictures, release };
}

describe('the slider behaviour', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('moves on every interval, wraps, and puts the next picture in place ahead of its turn', () => {
    const { stage, pictures, release } = adoptedSlider();
    expect(pictures()).toEqual([true, false, false]);
    vi.advanceTimersByTime(INTERVAL_MS / 2);
    expect(pictures()).toEqual([true, true, false]);
    vi.advanceTimersByTime(INTERVAL_MS / 2);
    expect(stage.dataset.index).toBe('1');
    expect(pictures()).toEqual([true, true, true]);
    vi.advanceTimersByTime(INTERVAL_MS * 2);
    expect(stage.dataset.index).toBe('0');
    release();
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(stage.dataset.index).toBe('0');
  });

  it('marks the current slide and dot, and locks changes for 500 ms', () => {
    const { host, stage, button } = adoptedSlider();
    button('Previous slide').click();
    expect(stage.dataset.index).toBe('2');
    button('Next slide').click();
    expect(stage.dataset.index).toBe('2');
    vi.advanceTimersByTime(SLIDE_CHANGE_LOCK_MS);
    button('Show slide 2').click();
    expect(stage.dataset.index).toBe('1');
    const slides = [...host.querySelectorAll<HTMLElement>('.slide')];
    expect(slides.map((slide) => slide.classList.contains('is-current'))).toEqual([false, true, false]);
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['true', 'false', 'true']);
    expect(slides.map((slide) => slide.inert)).toEqual([true, false, true]);
    expect(button('Show slide 2').getAttribute('aria-current')).toBe('true');
    expect(button('Show slide 1').getAttribute('aria-current')).toBe('false');
  });

  it('holds still when paused, says so on its button, and is announced politely meanwhile', () => {
    const { host, stage, button } = adoptedSlider();
    const slides = host.querySelector('.slides')!;
    expect(slides.getAttribute('aria-live')).toBe('off');
    button('Pause').click();
    expect(button('Play').getAttribute('aria-pressed')).toBe('true');
    expect(slides.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(INTERVAL_MS * 3);
    expect(stage.dataset.index).toBe('0');
    button('Play').click();
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(stage.dataset.index).toBe('1');
  });

  it('never moves by itself for a visitor who prefers reduced motion', () => {
    const { stage, button } = adoptedSlider(true);
    vi.advanceTimersByTime(INTERVAL_MS * 3);
    expect(stage.dataset.index).toBe('0');
    button('Next slide').click();
    expect(stage.dataset.index).toBe('1');
  });
});
