import type { Page } from '@playwright/test';

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

/**
 * Marks the admissions pop-up as already shown this visit, so it stays away: it opens 1500 ms after
 * the page's load and could otherwise fade in halfway through a scan or a picture of the page. The
 * pop-up itself is tested, open, by home.spec.ts.
 */
export async function keepAdmissionsPopupAway(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('admissionsPopupShown', 'true');
    } catch {
      // The map's sandboxed frame has no storage, and no pop-up either.
    }
  });
}
