import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { phone } from './support/viewports';

/**
 * Issue 21, item 4, as a phone sees it: the picture of the first screen is asked for first (preloaded
 * from the head with high priority, the preload chosen by the picture's own first source, so it is
 * fetched once), and every picture below the fold waits until the reader scrolls near it.
 */
test.use(phone);

/** The stem of a picture's file, shared by the original and its copies: /a/slide-1-480w.avif is slide-1. */
const stemOf = (address: string) =>
  path.basename(new URL(address, 'http://site').pathname).replace(/(-\d+w)?\.\w+$/, '');

/** Every request the page makes for files of this picture, by file name, in order. */
function fetchesOf(page: Page, stem: string): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && stemOf(request.url()) === stem)
      fetched.push(path.basename(new URL(request.url()).pathname));
  });
  return fetched;
}

/** The main pictures' contract: asked first and at once, and preloaded by its first source. */
async function expectPreloadedMainPicture(page: Page, picture: Locator) {
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).not.toHaveAttribute('loading', 'lazy');
  const source = picture.locator('xpath=preceding-sibling::source').first();
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('type', (await source.getAttribute('type'))!);
  await expect(preload).toHaveAttribute('imagesrcset', (await source.getAttribute('srcset'))!);
  await expect(preload).toHaveAttribute('imagesizes', (await source.getAttribute('sizes'))!);
}

/** The pictures of the page's main part that start below the first screen, with their loading attribute. */
function picturesBelowTheFold(page: Page): Promise<{ src: string; loading: string }[]> {
  return page.locator('main img').evaluateAll((images) =>
    images
      .filter((image) => image.getBoundingClientRect().top >= window.innerHeight)
      .map((image) => ({
        src: (image as HTMLImageElement).src,
        loading: image.getAttribute('loading') ?? 'eager',
      })),
  );
}

for (const { route, mainPicture, stem } of [
  {
    route: '/',
    mainPicture: (page: Page) => page.locator('[data-testid="slider"] .slide img').first(),
    stem: 'slide-1',
  },
  {
    route: '/graduation',
    mainPicture: (page: Page) => page.locator('main figure img').first(),
    stem: 'procession',
  },
]) {
  test(`${route}: the first screen's picture is preloaded and fetched once; those below the fold are lazy`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const fetched = fetchesOf(page, stem);
    await page.goto(route);
    const picture = mainPicture(page);
    expect(stemOf((await picture.getAttribute('src'))!)).toBe(stem);
    await expectPreloadedMainPicture(page, picture);

    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const shown = await picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    // Chromium shows AVIF, the first source, at the width a phone's screen needs.
    expect(shown).toMatch(/-(480|800)w\.avif$/);
    // The preload and the picture chose the same file: one fetch, of what is shown.
    expect(fetched).toEqual([path.basename(shown)]);

    const below = await picturesBelowTheFold(page);
    expect(below.length, 'pictures below the first screen').toBeGreaterThan(0);
    for (const { src, loading } of below) expect(loading, src).toBe('lazy');
    expect(errors).toEqual([]);
  });
}

test.describe('on a phone of Lighthouse’s density (1.75)', () => {
  test.use({ ...phone, deviceScaleFactor: 1.75 });

  test('the gallery fetches its two-column grid at the width a column needs, not the screen’s', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const first = page.getByTestId('gallery-grid').locator('img').first();
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const { shown, needed } = await first.evaluate((image: HTMLImageElement) => ({
      shown: new URL(image.currentSrc).pathname,
      needed: image.getBoundingClientRect().width * window.devicePixelRatio,
    }));
    // A column is half the phone's width: about 340 device pixels, which the 480 px copy covers
    // (the whole screen's width, 680, would take the 800 px one).
    expect(needed).toBeLessThanOrEqual(480);
    expect(shown).toMatch(/-480w\.avif$/);
  });
});
