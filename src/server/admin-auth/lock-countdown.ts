/**
 * The one countdown of a locked sign-in (five wrong tries lock a username for 30 s on the server)
 * and its message: the server writes the message into the sign-in page it answers, the page's
 * script (src/admin/auth/login-form) and the admin's own sign-in screen count it down. No framework
 * and no DOM, so the page's script stays a few hundred bytes.
 */
import { fillTemplate } from '../../content/localize';

/** The server's dictionaries' `locked` (session-text.ts) with its seconds filled in. */
export function lockedText(texts: { locked: string }, seconds: number): string {
  return fillTemplate(texts.locked, { seconds });
}

/** How often the clock is read: often enough that no second is shown late by more than a quarter. */
const TICK_MS = 250;

/**
 * Counts a lock of `seconds` down: `onTick` with the whole seconds left, at once and at each new
 * second, then `onEnd` when none is left. The seconds are read from the clock, not counted from
 * the ticks, so a phone that slows the timers of a tab in the background still opens on time.
 * Returns a function that stops the countdown without calling `onEnd`.
 */
export function countDownLock(
  seconds: number,
  onTick: (secondsLeft: number) => void,
  onEnd: () => void,
): () => void {
  const until = Date.now() + seconds * 1000;
  let shown = -1;
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
    if (left === shown) return;
    shown = left;
    if (left > 0) return onTick(left);
    clearInterval(timer);
    onEnd();
  };
  tick();
  if (shown > 0) timer = setInterval(tick, TICK_MS);
  return () => clearInterval(timer);
}
