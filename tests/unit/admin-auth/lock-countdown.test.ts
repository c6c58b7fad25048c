import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countDownLock, lockedText } from '../../../src/server/admin-auth/lock-countdown';
import { sessionTemplate } from '../../../src/server/admin-auth/session-text';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A countdown whose ticks and end are recorded. */
function recorded(seconds: number) {
  const ticks: number[] = [];
  const ended = vi.fn();
  const stop = countDownLock(seconds, (left) => ticks.push(left), ended);
  return { ticks, ended, stop };
}

describe('the lock countdown', () => {
  it('shows the seconds left at once and at each new second, then ends on time', () => {
    const { ticks, ended } = recorded(3);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(999);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([3, 2]);
    vi.advanceTimersByTime(1_750);
    expect(ticks).toEqual([3, 2, 1]);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(ended).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(ticks).toEqual([3, 2, 1]);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock, so timers slowed in a background tab still end the lock on time', () => {
    const { ticks, ended } = recorded(30);
    // The tab sleeps: no timer runs for 20 s, then one does.
    vi.setSystemTime(Date.now() + 20_000);
    vi.advanceTimersByTime(250);
    expect(ticks).toEqual([30, 10]);
    vi.setSystemTime(Date.now() + 10_000);
    vi.advanceTimersByTime(250);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('stops without ending when told to', () => {
    const { ticks, ended, stop } = recorded(5);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual([5]);
    expect(ended).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends at once for a lock already over', () => {
    const { ticks, ended } = recorded(0);
    expect(ticks).toEqual([]);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the lock's message", () => {
  it("fills the seconds into each dictionary's words", () => {
    expect(lockedText({ locked: sessionTemplate('en', 'locked') }, 20)).toBe(
      'Too many failed attempts. Try again in 20 s.',
    );
    expect(lockedText({ locked: sessionTemplate('sw', 'locked') }, 20)).toBe(
      'Majaribio mengi yameshindwa. Jaribu tena baada ya sekunde 20.',
    );
  });
});
