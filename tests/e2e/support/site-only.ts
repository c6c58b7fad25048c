import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Aborts every request that would leave the site under test and returns the addresses it stopped,
 * so a test can both stay offline and check which outside addresses the page tried to reach.
 */
export async function keepRequestsOnSite(page: Page, siteOrigin: string): Promise<string[]> {
  const stopped: string[] = [];
  await page.context().route(
    (url) => url.origin !== siteOrigin,
    (route) => {
      stopped.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return stopped;
}

/** Runs axe-core on the page as it stands and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits until React has hydrated an element (it then carries React's props), so keys and clicks that
 * reach it are handled by the page's code rather than lost on the prerendered HTML.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
