import type { Page } from '@playwright/test';

/** A fixed start, so the page's clock is the same in every run. */
const START = new Date('2025-03-03T08:00:00+03:00').getTime();

/**
 * Installs Playwright's clock, paused from the page's first script on: no timer of the page fires
 * until the test moves time with `page.clock.runFor(ms)`. Call before `page.goto`.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  // The installed clock ticks in real time until paused; pausing a minute later is always ahead of it.
  await page.clock.pauseAt(START + 60_000);
}

/**
 * Pauses a clock installed with `page.clock.install()` a little ahead of the page's present, after
 * the page has done what needs real time (loading code on first use, React revealing it).
 */
export async function pauseClockNow(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  // Ahead by a margin, since the page's clock keeps ticking until the pause lands.
  await page.clock.pauseAt(now + 5_000);
}
