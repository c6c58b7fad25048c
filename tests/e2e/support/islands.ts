import { expect, type Page, type Route } from '@playwright/test';
import { islandsAdopted, SCRIPT_WAIT } from './hydration';

/**
 * Holds back every script file the page asks for until the returned function is called: the page is
 * then as a visitor on a slow connection sees it between its first paint and its scripts.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/**
 * Resolves once the named island has adopted its part of the page (its first render committed). In
 * the admin's tab, where the site is one app, there is no island host: there it waits for nothing more.
 */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await expect.poll(() => islandsAdopted(page, name), SCRIPT_WAIT).toBe(true);
}

/** The addresses of the page's own scripts fetched so far, to assert what a page does not load. */
export function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
