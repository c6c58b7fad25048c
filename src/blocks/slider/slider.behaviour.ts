import { wrapIndex } from '../gallery/paging';
import { atPageTime } from '../page-time';

/** After a change, further changes wait this long (spec section 4), so slides never skip under quick clicks. */
export const SLIDE_CHANGE_LOCK_MS = 500;

/** A horizontal move at least this long, and longer than it is tall, is a swipe rather than a tap or a scroll. */
const SWIPE_MIN_PX = 40;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** What the slider's behaviour needs beside its markup (SliderMarkup): its pace and the pause button's words. */
export interface SliderBehaviourProps {
  intervalMs: number;
  pause: string;
  play: string;
}

/**
 * The home-page slider's moving part, with no React. It moves on every intervalMs (the first change
 * counted from the page's first paint, as the visitor sees it, not from the scripts), wraps at both
 * ends, locks for 500 ms after each change, and holds still while the pointer or keyboard focus is on
 * it, while the tab is hidden, when paused with its button, and always when the visitor prefers
 * reduced motion. Arrows, dots, the arrow keys and a swipe move it. Only the first picture comes with
 * the page; the next one is put in place ahead of its turn. It starts from the state its markup shows
 * and reads the slides from the markup at each change, so a whole page (the admin's) may re-render them.
 */
export function adopt(host: HTMLElement, { intervalMs, pause, play }: SliderBehaviourProps): () => void {
  const stage = host.querySelector<HTMLElement>('.stage');
  const slidesBox = stage?.querySelector<HTMLElement>('.slides');
  if (!stage || !slidesBox) return () => {};
  const pauseButton = stage.querySelector<HTMLButtonElement>('.pause');
  const slides = () => [...slidesBox.querySelectorAll<HTMLElement>('.slide')];
  const dots = () => [...stage.querySelectorAll<HTMLButtonElement>('.dot')];
  const reducedMotion = window.matchMedia(REDUCED_MOTION);

  let index = Number(stage.dataset.index) || 0;
  let locked = false;
  let hovered = stage.matches(':hover');
  let focused = stage.querySelector(':focus-visible') !== null;
  let pausedByVisitor = pauseButton?.getAttribute('aria-pressed') === 'true';
  let moving = false;
  let stopTimer = () => {};
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const isMoving = () =>
    !hovered &&
    !focused &&
    !pausedByVisitor &&
    document.visibilityState !== 'hidden' &&
    !reducedMotion.matches &&
    slides().length > 1;

  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
    return () => {
      clearTimeout(timer);
      timers.delete(timer);
    };
  };

  /** Puts a deferred picture in place: the browser fetches it once it is out of its template. */
  const loadPicture = (position: number) => {
    const template = slides()[position]?.querySelector<HTMLTemplateElement>('.picture > template');
    template?.replaceWith(template.content);
  };

  const draw = () => {
    stage.dataset.index = String(index);
    slides().forEach((slide, position) => {
      const current = position === index;
      slide.classList.toggle('is-current', current);
      slide.setAttribute('aria-hidden', String(!current));
      slide.inert = !current;
    });
    dots().forEach((dot, position) => dot.setAttribute('aria-current', String(position === index)));
    pauseButton?.setAttribute('aria-pressed', String(pausedByVisitor));
    pauseButton?.setAttribute('aria-label', pausedByVisitor ? play : pause);
    // Announced only while it holds still: a slider moving by itself would talk every few seconds.
    slidesBox.setAttribute('aria-live', moving ? 'off' : 'polite');
  };

  /** The next change is due intervalMs after the last change or the last hold, or after the page's first paint. */
  const plan = (fromPageStart = false) => {
    stopTimer();
    stopTimer = () => {};
    if (!moving) return;
    const advance = () => show(index + 1);
    stopTimer = fromPageStart ? atPageTime(intervalMs, advance) : later(intervalMs, advance);
  };

  /** After any change of what holds it: draws, and starts or stops the timer if moving changed. */
  const update = () => {
    const wasMoving = moving;
    moving = isMoving();
    draw();
    if (moving !== wasMoving) plan();
  };

  function show(next: number) {
    const count = slides().length;
    if (locked || count < 2) return;
    locked = true;
    later(SLIDE_CHANGE_LOCK_MS, () => (locked = false));
    index = wrapIndex(next, count);
    loadPicture(index);
    loadPicture(wrapIndex(index + 1, count));
    moving = isMoving();
    draw();
    plan();
  }

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || !stage.contains(button)) return;
    if (button.classList.contains('previous')) show(index - 1);
    else if (button.classList.contains('next')) show(index + 1);
    else if (button.classList.contains('dot')) show(dots().indexOf(button as HTMLButtonElement));
    else if (button === pauseButton) {
      pausedByVisitor = !pausedByVisitor;
      update();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
  };
  const hold = (change: () => void) => () => {
    change();
    update();
  };
  const onPointerEnter = hold(() => (hovered = true));
  const onPointerLeave = hold(() => (hovered = false));
  // Keyboard focus only: a button clicked or tapped keeps focus after the pointer has left, and
  // would hold the slider still for good.
  const onFocusIn = (event: FocusEvent) => {
    focused = (event.target as Element).matches(':focus-visible');
    update();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (stage.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  };

  // Swipes by touch or pen; vertical moves stay the page's (touch-action: pan-y), and mouse drags
  // are ignored so the captions can still be selected.
  let swipeStart: { x: number; y: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    swipeStart = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeStart;
    swipeStart = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    show(dx < 0 ? index + 1 : index - 1);
  };
  const onPointerCancel = () => (swipeStart = null);

  const listeners: [EventTarget, string, EventListener][] = [
    [stage, 'click', onClick as EventListener],
    [stage, 'keydown', onKeyDown as EventListener],
    [stage, 'pointerenter', onPointerEnter],
    [stage, 'pointerleave', onPointerLeave],
    [stage, 'focusin', onFocusIn as EventListener],
    [stage, 'focusout', onFocusOut as EventListener],
    [slidesBox, 'pointerdown', onPointerDown as EventListener],
    [slidesBox, 'pointerup', onPointerUp as EventListener],
    [slidesBox, 'pointercancel', onPointerCancel],
    [document, 'visibilitychange', update],
    [reducedMotion, 'change', update],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);

  moving = isMoving();
  draw();
  plan(true);
  // Fetch the second picture once the page has settled, so the first change shows it at once.
  const stopEarlyLoad = atPageTime(intervalMs / 2, () => loadPicture(wrapIndex(index + 1, slides().length)));

  return () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    stopTimer();
    stopEarlyLoad();
    for (const timer of timers) clearTimeout(timer);
  };
}
