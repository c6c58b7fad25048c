import type { Page } from '@playwright/test';

/**
 * Resolves once React has adopted the prerendered frame: the footer's last control and the page's
 * heading carry React's props, so event handlers work and hydration warnings, if any, are logged.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ['#site-footer button', 'main h1'].every((selector) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    }),
  );
}

/** Goes to an address of the site and waits for hydration; returns the HTTP status. */
export async function visit(page: Page, address: string): Promise<number | undefined> {
  const response = await page.goto(address);
  await waitForHydration(page);
  return response?.status();
}
