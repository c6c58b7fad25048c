import { msSincePageShown } from '../content/embedded';

/**
 * Runs `action` once `delayMs` have passed since the prerendered page was shown, and returns a
 * function that cancels it. When that time has already come (the scripts arrived late), it runs at
 * once, in the caller's task: even a 0 ms timer would wait for a later task, and under a clock that
 * holds timers (a paused test clock, a throttled background tab) for as long as the clock is held.
 */
export function atPageTime(delayMs: number, action: () => void): () => void {
  const remainingMs = delayMs - msSincePageShown();
  if (remainingMs <= 0) {
    action();
    return () => {};
  }
  const timer = setTimeout(action, remainingMs);
  return () => clearTimeout(timer);
}
