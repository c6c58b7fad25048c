import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { PhotoGallery } from '../../src/content/types.generated';
import { waitForHydration } from './support/hydration';
import { collectScripts, holdScripts, waitForIsland } from './support/islands';

const gallery = JSON.parse(fs.readFileSync('content/gallery.json', 'utf8')) as PhotoGallery;
const en = (text: string | { en: string } | undefined) =>
  typeof text === 'string' ? text : (text?.en ?? '');
const pageCount = Math.ceil(gallery.items.length / gallery.pageSize);

const photoLinks = (page: Page) => page.getByTestId('gallery-grid').getByRole('link');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Gallery pages' });
const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' });

test.describe('once its scripts are in', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/gallery');
    await waitForHydration(page);
  });

  test(`shows ${gallery.pageSize} photos a page in three columns, with numbered pages and disabled ends`, async ({
    page,
  }) => {
    expect(gallery.items).toHaveLength(32);
    await expect(photoLinks(page)).toHaveCount(gallery.pageSize);
    const lefts = await photoLinks(page).evaluateAll((buttons) =>
      buttons.slice(0, 4).map((button) => Math.round(button.getBoundingClientRect().left)),
    );
    expect(new Set(lefts.slice(0, 3)).size).toBe(3);
    expect(lefts[3]).toBe(lefts[0]);

    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager(page).getByRole('button', { name: /^Page \d+$/ })).toHaveCount(pageCount);
    await pager(page)
      .getByRole('button', { name: `Page ${pageCount}` })
      .click();
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(photoLinks(page)).toHaveCount(gallery.items.length - (pageCount - 1) * gallery.pageSize);
    await pager(page).getByRole('button', { name: 'Previous' }).click();
    await expect(pager(page).getByRole('button', { name: `Page ${pageCount - 1}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('filters by category, back to page 1 on every change', async ({ page }) => {
    const filters = page.getByRole('group', { name: 'Show photos of' });
    await expect(filters.getByRole('button')).toHaveCount(gallery.categories.length + 1);
    await pager(page).getByRole('button', { name: 'Page 2' }).click();
    for (const category of gallery.categories) {
      await filters.getByRole('button', { name: en(category.label), exact: true }).click();
      await expect(filters.getByRole('button', { name: en(category.label), exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const expected = gallery.items.filter((item) => item.category === category.id);
      await expect(photoLinks(page)).toHaveCount(Math.min(expected.length, gallery.pageSize));
      await expect(photoLinks(page).first()).toHaveAccessibleName(
        `${en(expected[0]!.title)}, ${en(category.label)}: open in the photo viewer`,
      );
      // One page or more, the page navigation stays, its ends disabled.
      const pageCount = Math.ceil(expected.length / gallery.pageSize);
      await expect(pager(page).getByRole('button', { name: /^Page \d+$/ })).toHaveCount(pageCount);
      await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
      if (pageCount === 1) await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    }
    await filters.getByRole('button', { name: en(gallery.allLabel), exact: true }).click();
    await expect(photoLinks(page)).toHaveCount(gallery.pageSize);
    await expect(pager(page).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('shows title and category over a photo on hover and on keyboard focus', async ({ page }) => {
    const first = gallery.items[0]!;
    const overlay = photoLinks(page).first().locator('.overlay');
    await expect(overlay).toHaveCSS('opacity', '0');
    await photoLinks(page).first().hover();
    await expect(overlay).toHaveCSS('opacity', '1');
    await expect(overlay).toContainText(en(first.title));
    const category = gallery.categories.find((entry) => entry.id === first.category)!;
    await expect(overlay).toContainText(en(category.label));
    await page.mouse.move(0, 0);
    await expect(overlay).toHaveCSS('opacity', '0');
    await photoLinks(page).nth(1).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(overlay).toHaveCSS('opacity', '1');
  });

  test('the viewer moves with buttons and arrow keys, wraps at both ends, closes on Escape and locks scrolling', async ({
    page,
  }) => {
    const total = gallery.items.length;
    await page.evaluate(() => window.scrollTo(0, 200));
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await photoLinks(page).nth(1).click();
    await expect(viewer(page)).toBeVisible();
    const counter = page.getByTestId('viewer-counter');
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(viewer(page).getByRole('img')).toHaveAttribute('alt', en(gallery.items[1]!.alt));
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await viewer(page).getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 / ${total}`);
    await viewer(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`2 / ${total}`);

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    // The lock is lifted when the dialog has closed, which follows Escape by a task or two.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  test('the viewer closes with its close button and moves within the chosen category only', async ({
    page,
  }) => {
    const category = gallery.categories[1]!;
    const inCategory = gallery.items.filter((item) => item.category === category.id);
    await page
      .getByRole('group', { name: 'Show photos of' })
      .getByRole('button', { name: en(category.label), exact: true })
      .click();
    await photoLinks(page).first().click();
    await expect(page.getByTestId('viewer-counter')).toHaveText(`1 / ${inCategory.length}`);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('viewer-counter')).toHaveText(
      `${inCategory.length} / ${inCategory.length}`,
    );
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toHaveCount(0);
  });

  test('gives focus back to the photo it was opened from, and moves with a swipe', async ({ page }) => {
    await photoLinks(page).nth(2).click();
    const counter = page.getByTestId('viewer-counter');
    await expect(counter).toHaveText(`3 / ${gallery.items.length}`);
    const picture = await viewer(page).locator('.viewer-image').boundingBox();
    const [x, y] = [picture!.x + picture!.width / 2, picture!.y + picture!.height / 2];
    await page.mouse.move(x + 100, y);
    await page.mouse.down();
    await page.mouse.move(x - 100, y, { steps: 5 });
    await page.mouse.up();
    await expect(counter).toHaveText(`4 / ${gallery.items.length}`);
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    await expect(photoLinks(page).nth(2)).toBeFocused();
  });
});

test.describe('before its scripts', () => {
  test('a photo tapped before the scripts are in shows the picture itself', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
    const first = gallery.items[0]!;
    await photoLinks(page).first().click();
    await expect(page).toHaveURL(first.image);
  });

  test('the page is islands: the gallery comes to life with no app or MUI script', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/gallery');
    await waitForIsland(page, 'gallery');
    await photoLinks(page).first().click();
    await expect(viewer(page)).toBeVisible();
    expect(scripts.filter((path) => /\/assets\/(boot|app)-/.test(path))).toEqual([]);
  });
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('a photo link shows the picture', async ({ page }) => {
    await page.goto('/gallery');
    await expect(photoLinks(page)).toHaveCount(gallery.pageSize);
    await photoLinks(page).nth(1).click();
    await expect(page).toHaveURL(gallery.items[1]!.image);
  });
});
