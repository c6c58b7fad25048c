import { useRef, type PointerEvent } from 'react';

/** A horizontal move at least this long, and longer than it is tall, is a swipe rather than a tap or a scroll. */
const SWIPE_MIN_PX = 40;

/**
 * Swipes by touch or pen: right to left goes to the next item, left to right to the previous one.
 * Vertical moves stay the page's (the element sets `touch-action: pan-y`), and mouse drags are ignored
 * so text in the element can still be selected.
 */
export function useSwipe({ onPrevious, onNext }: { onPrevious: () => void; onNext: () => void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
