import type { Page } from '@playwright/test';

/**
 * Playwright's own word when it blocks the offline worker (playwright.config.ts): the test's setting,
 * not the site's fault.
 */
const WORKER_BLOCKED_BY_TESTS = 'Service Worker registration blocked by Playwright';

/** Collects console errors and page errors (hydration mismatches among them) while a test runs. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.text() === WORKER_BLOCKED_BY_TESTS) return;
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
