import { expect, type Page } from '@playwright/test';

/**
 * True once React has adopted the whole prerendered page: the page heading and every control and
 * link carry its props. The frame's parts and the page's blocks are adopted one after another, so
 * one adopted element says nothing of the others. A page prerendered as islands is never adopted
 * whole: there, every island due without a visitor's help (on load or idle) has committed its
 * hydration (see islandsAdopted).
 */
const isHydrated = (page: Page) =>
  page
    .evaluate(() => {
      const adopted = (element: Element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      const islands = [...document.querySelectorAll('[data-island]')];
      if (islands.length > 0) return null;
      const heading = document.querySelector('main h1');
      return (
        heading !== null &&
        adopted(heading) &&
        [...document.querySelectorAll('#root button, #root a[href]')].every(adopted)
      );
    })
    .then((whole) => whole ?? islandsAdopted(page));

/**
 * True once the named island (or, without a name, every island due on load or idle) has committed
 * its hydration: its root's first render is done, layout effects included. A page hydrated whole has
 * no island host, and nothing to wait for here.
 */
export const islandsAdopted = (page: Page, name?: string) =>
  page.evaluate((only) => {
    const hosts = [...document.querySelectorAll('[data-island]')].filter((host) =>
      only
        ? host.getAttribute('data-island') === only
        : ['load', 'idle'].includes(host.getAttribute('data-hydrate') ?? ''),
    );
    return hosts.every((host) => {
      const key = Object.keys(host).find((k) => k.startsWith('__reactContainer$'));
      // The container keeps the root's first fiber; its root's current state says whether the
      // server markup is still waiting to be adopted.
      const fiber =
        key &&
        (
          host as unknown as Record<
            string,
            { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
          >
        )[key];
      return !!fiber && fiber.stateNode?.current?.memoizedState?.isDehydrated === false;
    });
  }, name);

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
