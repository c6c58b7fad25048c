import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import type { AdmissionsPopup, Slideshow } from '../../src/content/types.generated';
import { collectPageErrors } from './support/console';
import { waitForHydration } from './support/hydration';
import { collectScripts, waitForIsland } from './support/islands';
import { phone } from './support/viewports';
import { axeScan } from './support/axe';

const slides = JSON.parse(fs.readFileSync('content/slides.json', 'utf8')) as Slideshow;
const popup = JSON.parse(fs.readFileSync('content/popup.json', 'utf8')) as AdmissionsPopup;
const en = (text: string | { en: string }) => (typeof text === 'string' ? text : text.en);
const POPUP_SHOWN_KEY = 'admissionsPopupShown';

/** Installs Playwright's clock and stops it: no timer of the page fires until the test moves time. */
async function pauseClock(page: Page) {
  const start = new Date('2025-03-03T08:00:00+03:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Opens the home page with time paused, so every timer of the page waits for clock.runFor. */
async function openHome(page: Page, { popupAlreadyShown = true } = {}) {
  await pauseClock(page);
  if (popupAlreadyShown)
    await page.addInitScript((key) => sessionStorage.setItem(key, 'true'), POPUP_SHOWN_KEY);
  await page.goto('/');
  await waitForHydration(page);
}

const slider = (page: Page) => page.getByTestId('slider');
const currentSlide = (page: Page) => page.locator('[data-testid="slider"] .slide.is-current h2');

test.describe('home slider', () => {
  test('shows the six slides from content, advancing every interval and wrapping to the first', async ({
    page,
  }) => {
    await openHome(page);
    expect(slides.slides).toHaveLength(6);
    await expect(page.getByRole('button', { name: /^Show slide \d$/ })).toHaveCount(6);
    await expect(currentSlide(page)).toHaveText(en(slides.slides[0]!.title!));
    await page.clock.runFor(slides.intervalMs - 100);
    await expect(slider(page)).toHaveAttribute('data-index', '0');
    await page.clock.runFor(100);
    await expect(slider(page)).toHaveAttribute('data-index', '1');
    await expect(currentSlide(page)).toHaveText(en(slides.slides[1]!.title!));
    for (let step = 2; step <= 6; step++) {
      await page.clock.runFor(slides.intervalMs);
      await expect(slider(page)).toHaveAttribute('data-index', String(step % 6));
    }
  });

  test('previous wraps from the first slide to the last; next and dots move; changes lock for 500 ms', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slider(page)).toHaveAttribute('data-index', '5');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider(page)).toHaveAttribute('data-index', '5');
    await page.clock.runFor(500);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider(page)).toHaveAttribute('data-index', '0');
    await page.clock.runFor(500);
    await page.getByRole('button', { name: 'Show slide 4' }).click();
    await expect(slider(page)).toHaveAttribute('data-index', '3');
    await expect(page.getByRole('button', { name: 'Show slide 4' })).toHaveAttribute('aria-current', 'true');
  });

  test('holds still while the pointer is over it and moves again after it leaves', async ({ page }) => {
    await openHome(page);
    await slider(page).hover();
    await page.clock.runFor(slides.intervalMs * 3);
    await expect(slider(page)).toHaveAttribute('data-index', '0');
    await page.mouse.move(5, 5);
    await page.clock.runFor(slides.intervalMs);
    await expect(slider(page)).toHaveAttribute('data-index', '1');
  });

  test('moves on by itself after a click on its arrow, once the pointer has left', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider(page)).toHaveAttribute('data-index', '1');
    // The clicked button keeps focus; only keyboard focus holds the slider still.
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.mouse.move(5, 5);
    await page.clock.runFor(slides.intervalMs);
    await expect(slider(page)).toHaveAttribute('data-index', '2');
  });

  test('holds still while keyboard focus is in it', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider(page)).toHaveAttribute('data-index', '1');
    await page.mouse.move(5, 5);
    await page.clock.runFor(slides.intervalMs * 2);
    await expect(slider(page)).toHaveAttribute('data-index', '1');
  });

  test('is operable with the keyboard', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider(page)).toHaveAttribute('data-index', '1');
    await page.clock.runFor(500);
    await page.keyboard.press('ArrowLeft');
    await expect(slider(page)).toHaveAttribute('data-index', '0');
    await page.getByRole('button', { name: 'Pause the slideshow' }).press('Enter');
    const play = page.getByRole('button', { name: 'Play the slideshow' });
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    // The button holds both icons; its state shows the one that says what a press does.
    await expect(play.locator('svg.when-paused')).toBeVisible();
    await expect(play.locator('svg.when-moving')).toBeHidden();
  });

  test('does not advance by itself for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await page.clock.runFor(slides.intervalMs * 3);
    await expect(slider(page)).toHaveAttribute('data-index', '0');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider(page)).toHaveAttribute('data-index', '1');
  });

  test('pauses while the tab is hidden', async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(slides.intervalMs * 2);
    await expect(slider(page)).toHaveAttribute('data-index', '0');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      Object.defineProperty(document, 'hidden', { value: false, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(slides.intervalMs);
    await expect(slider(page)).toHaveAttribute('data-index', '1');
  });
});

test.describe('home first screen', () => {
  for (const width of [320, 390, 768, 1366]) {
    test(`at ${width} px the slider's controls sit clear of its caption`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openHome(page);
      const caption = await page.locator('[data-testid="slider"] .slide.is-current .caption').boundingBox();
      const picture = await page.locator('[data-testid="slider"] .slide.is-current .picture').boundingBox();
      expect(caption && picture).toBeTruthy();
      expect(caption!.y).toBeGreaterThanOrEqual(picture!.y + picture!.height - 1);
      expect(picture!.height).toBeGreaterThanOrEqual(160);
      for (const control of await page.locator('[data-testid="slider"] button').all()) {
        const box = (await control.boundingBox())!;
        expect(box.y, `${await control.getAttribute('aria-label')} below the caption`).toBeGreaterThanOrEqual(
          caption!.y + caption!.height - 1,
        );
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
    });
  }

  test('on a phone, the next steps are in view on arrival', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    for (const name of ['Apply now', 'Programmes & fees']) {
      const action = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(action).toBeInViewport();
    }
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Apply now', exact: true }),
    ).toHaveAttribute('href', '/apply');
  });

  test('a swipe moves the slider; a vertical move does not', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    const stage = page.locator('[data-testid="slider"] .slides');
    const swipe = async (dx: number, dy: number) => {
      const box = (await stage.boundingBox())!;
      const from = { clientX: box.x + box.width / 2, clientY: box.y + 60 };
      const common = { pointerType: 'touch', isPrimary: true, pointerId: 7, bubbles: true };
      await stage.dispatchEvent('pointerdown', { ...common, ...from });
      await stage.dispatchEvent('pointerup', {
        ...common,
        clientX: from.clientX + dx,
        clientY: from.clientY + dy,
      });
    };
    await swipe(-120, 10);
    await expect(slider(page)).toHaveAttribute('data-index', '1');
    await page.clock.runFor(500);
    await swipe(0, 120);
    await expect(slider(page)).toHaveAttribute('data-index', '1');
    await swipe(120, 0);
    await expect(slider(page)).toHaveAttribute('data-index', '0');
  });
});

test.describe('admissions pop-up', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: en(popup.title) });

  test(`appears ${popup.delayMs} ms after a fresh load, traps focus, and returns it when dismissed`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await openHome(page, { popupAlreadyShown: false });
    const nextSlide = page.getByRole('button', { name: 'Next slide' });
    await nextSlide.focus();
    await page.clock.runFor(popup.delayMs - 100);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText(en(popup.message));
    for (const highlight of popup.highlights) await expect(dialog(page)).toContainText(en(highlight));
    await expect(dialog(page).getByRole('link', { name: en(popup.applyLink.text) })).toHaveAttribute(
      'href',
      popup.applyLink.url,
    );
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog(page)
      .getByRole('button', { name: en(popup.dismissLabel) })
      .click();
    await page.clock.runFor(500);
    await expect(dialog(page)).toHaveCount(0);
    await expect(nextSlide).toBeFocused();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_SHOWN_KEY)).toBe('true');
    expect(errors).toEqual([]);
  });

  test('open, has no axe-core violation', async ({ page }) => {
    // Without its fade-in, so the scan sees the pop-up as it stays.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page, { popupAlreadyShown: false });
    await page.clock.runFor(popup.delayMs);
    await expect(dialog(page)).toBeVisible();
    // axe times its own work with timers, so the page's clock runs again for the scan.
    await page.clock.resume();
    const { violations } = await axeScan(page).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('closes on a backdrop click and stays away for the rest of the session, even after a reload', async ({
    page,
  }) => {
    await openHome(page, { popupAlreadyShown: false });
    await page.clock.runFor(popup.delayMs);
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await page.clock.runFor(500);
    await expect(dialog(page)).toHaveCount(0);
    await page.reload();
    await page.clock.runFor(popup.delayMs * 2);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('closes with the Escape key and its close button', async ({ page }) => {
    await openHome(page, { popupAlreadyShown: false });
    await page.clock.runFor(popup.delayMs);
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.evaluate((key) => sessionStorage.removeItem(key), POPUP_SHOWN_KEY);
    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(popup.delayMs);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('does not appear when the visitor comes back home by an in-site link', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/gallery');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(popup.delayMs * 2);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('appears when the visitor comes home by a typed address, even after another page of the site', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/gallery');
    // A typed or bookmarked address is a fresh navigation: it has no referrer.
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(popup.delayMs);
    await expect(dialog(page)).toBeVisible();
  });

  test('appears on the home page only', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/about');
    await page.clock.runFor(popup.delayMs * 2);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test('the slider is an island: a tap on Next while its code is on its way is answered once it is in, and no app code loads', async ({
  page,
}) => {
  await pauseClock(page);
  await page.addInitScript((key) => sessionStorage.setItem(key, 'true'), POPUP_SHOWN_KEY);
  const scripts = collectScripts(page);
  // The page's islands script runs; the slider's own code is held back, as on a slow connection.
  const held: Route[] = [];
  let released = false;
  await page.route(/\/slider\.behaviour-/, (route) => (released ? route.continue() : void held.push(route)));
  await page.goto('/');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(slider(page)).toHaveAttribute('data-index', '0');
  released = true;
  for (const route of held.splice(0)) await route.continue();
  await waitForIsland(page, 'slider');
  await expect(slider(page)).toHaveAttribute('data-index', '1');
  expect(scripts.filter((script) => /\/assets\/(boot|app|SliderBlock)-/.test(script))).toEqual([]);
});

test('the home page preloads its largest picture, the first slide', async ({ page }) => {
  await page.goto('/');
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  // The picture's first source, AVIF, which a browser that can show it takes.
  const firstSlide = page.locator('[data-testid="slider"] .slide').first().locator('source').first();
  expect(await preload.getAttribute('type')).toBe(await firstSlide.getAttribute('type'));
  expect(await preload.getAttribute('imagesrcset')).toBe(await firstSlide.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesrcset')).toContain(slides.slides[0]!.image.replace(/\.\w+$/, ''));
  expect(await preload.getAttribute('imagesizes')).toBe(await firstSlide.getAttribute('sizes'));
});

test.describe('on a phone', () => {
  test.use(phone);

  test('the first slide is fetched once, at the width the phone needs, and its preload is used', async ({
    page,
  }) => {
    const slideFetches: string[] = [];
    const firstSlideName = path.basename(slides.slides[0]!.image).replace(/\.\w+$/, '');
    page.on('request', (request) => {
      if (request.url().includes(`/${firstSlideName}`)) slideFetches.push(path.basename(request.url()));
    });
    await page.goto('/');
    const firstPicture = page.locator('[data-testid="slider"] .slide img').first();
    await expect.poll(() => firstPicture.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    const shown = path.basename(await firstPicture.evaluate((image: HTMLImageElement) => image.currentSrc));
    // The preload is chosen by the same srcset and sizes as the picture, so the picture takes the
    // preloaded file: one fetch, of what is shown. A preload of another width would be a second fetch
    // (and Chromium's "preloaded but not used" warning).
    expect(slideFetches).toEqual([shown]);
    expect(shown).toMatch(/-480w\.avif$/);
  });
});
