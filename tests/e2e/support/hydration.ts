import { expect, type Locator, type Page } from '@playwright/test';

/**
 * True once React has adopted the page.
 * - A prerendered page, a page of islands (it marks interactive parts with data-island): every island
 *   has adopted its part. Islands wait for a visitor (a touch, a key, focus), so the wait stands in
 *   for one: focus reaches each island that has not adopted yet, as a visitor's would.
 * - The site as one app (the admin's tab): the page heading and every control and link carry React's
 *   props.
 */
const isHydrated = (page: Page) =>
  page
    .evaluate(() => {
      if (document.querySelector('[data-island]')) return null;
      const adopted = (element: Element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      const heading = document.querySelector('main h1');
      return (
        heading !== null &&
        adopted(heading) &&
        [...document.querySelectorAll('#root button, #root a[href]')].every(adopted)
      );
    })
    .then((whole) => whole ?? islandsAdopted(page));

/**
 * True once the named island (or, without a name, every island of the page) has adopted its part of
 * the page. Islands wait for a visitor (a touch, a key, focus), so the wait stands in for one: focus
 * reaches each island that has not adopted yet, as a visitor's would, once the page has loaded.
 */
export const islandsAdopted = (page: Page, name?: string) =>
  page.evaluate((only) => {
    const waiting = [...document.querySelectorAll('[data-island]')].filter(
      (host) => (!only || host.getAttribute('data-island') === only) && !host.hasAttribute('data-adopted'),
    );
    if (document.readyState === 'complete')
      for (const host of waiting) host.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    return waiting.length === 0;
  }, name);

/**
 * How a wait for the page's scripts polls: every 50 ms, then every 100 ms. Playwright's default
 * steps (100, 250, 500, then 1000 ms) see a page adopted at 0.9 s only at 1.85 s.
 */
export const SCRIPT_WAIT = { timeout: 30_000, intervals: [50, 100] };

/**
 * Resolves once React has adopted the prerendered page, so event handlers work and hydration
 * warnings, if any, are logged. It polls from the test side, so it never waits on the page's timers.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), SCRIPT_WAIT).toBe(true);
}

/** Goes to an address of the site and waits for hydration; returns the HTTP status. */
export async function visit(page: Page, address: string): Promise<number | undefined> {
  const response = await page.goto(address);
  await waitForHydration(page);
  return response?.status();
}

/**
 * Waits for hydration on a page whose clock is paused (see pauseClock): React commits the hydrated
 * page from a timer, so the clock is moved on in small steps of stepMs until it has, and no further.
 */
export async function waitForHydrationPaused(page: Page, stepMs = 20): Promise<void> {
  await expect
    .poll(async () => (await isHydrated(page)) || (await page.clock.runFor(stepMs), false), {
      intervals: [10],
      timeout: 30_000,
    })
    .toBe(true);
}

/** Like `visit`, for a page whose clock is paused (see pauseClock). */
export async function visitPaused(page: Page, address: string): Promise<number | undefined> {
  const response = await page.goto(address);
  await waitForHydrationPaused(page);
  return response?.status();
}

/**
 * Resolves once the island holding this element has adopted it (its handlers are attached): for an
 * island due when visible or at first interaction, which waitForHydration does not wait for.
 */
export async function waitForAdoption(element: Locator): Promise<void> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      SCRIPT_WAIT,
    )
    .toBe(true);
}
