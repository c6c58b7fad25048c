import { expect, type Page } from '@playwright/test';

/**
 * True once React has adopted the prerendered page. A page hydrated whole is adopted when the page
 * heading and every control and link carry its props: the frame's parts and the page's blocks are
 * adopted one after another, so one adopted element says nothing of the others. A page of islands
 * (hosts marked data-island) is adopted when every island due without the visitor (on load or idle)
 * is: its props script taken out and each of its elements carrying React's props.
 */
const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const adopted = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    const islands = [...document.querySelectorAll('[data-island]')];
    if (islands.length > 0) {
      return islands
        .filter((host) => ['load', 'idle'].includes(host.getAttribute('data-hydrate') ?? 'load'))
        .every(
          (host) =>
            !(host.firstElementChild instanceof HTMLScriptElement) &&
            [...host.querySelectorAll('*')].every(adopted),
        );
    }
    const heading = document.querySelector('main h1');
    return (
      heading !== null &&
      adopted(heading) &&
      [...document.querySelectorAll('#root button, #root a[href]')].every(adopted)
    );
  });

/**
 * Resolves once React has adopted the prerendered page, so event handlers work and hydration
 * warnings, if any, are logged. It polls from the test side, so it never waits on the page's timers.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
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
