import { expect, test, type Page } from '@playwright/test';
import { waitForSiteFontCached } from './support/site-font';

/** Whether the page has the site's font (Inter) as a face of its own, and whether it is loaded. */
const interFace = (page: Page) =>
  page.evaluate(
    () => [...document.fonts].find((face) => face.family.replace(/"/g, '') === 'Inter')?.status ?? 'none',
  );

/** Who asked for the font file: the stylesheet (css), a preload (link) or the page's script (fetch). */
const fontRequesters = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );

test("a first visit paints at once in the fallback font and fetches the site's font after its first paint; the next page reads in it", async ({
  page,
}) => {
  await page.goto('/about');
  await waitForSiteFontCached(page);
  // Not the stylesheet nor a preload, which would fetch it with the page, but the script after the first paint.
  // (The wait above asks the cache with fetches of its own.)
  expect(new Set(await fontRequesters(page))).toEqual(new Set(['fetch']));
  // The page keeps the fallback font it was painted in: nothing reflows under the reader.
  expect(await interFace(page)).toBe('none');

  await page.goto('/contacts');
  await expect.poll(() => interFace(page)).toBe('loaded');
  expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
});

test("the admin's shell has the site's font preloaded, as it shows the site in every font the settings offer", async ({
  request,
}) => {
  // The sign-in page is plain HTML of its own; the shell serves every other admin address.
  const shell = await (await request.get('/admin/dashboard')).text();
  expect(shell).toMatch(/<link rel="preload" href="\/assets\/inter-[^"]+\.woff2" as="font"/);
});
