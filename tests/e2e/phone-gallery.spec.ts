import { expect, test, type Locator, type Page } from '@playwright/test';
import { visit } from './support/hydration';
import { phone } from './support/viewports';

const photoLinks = (page: Page) => page.getByTestId('gallery-grid').getByRole('link');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Gallery pages' });
const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('gallery on a phone (390 px)', () => {
  test.use(phone);

  test('shows two pictures a row in the site’s font, and a pager on one line', async ({ page }) => {
    await visit(page, '/gallery');
    const [first, second, third] = [0, 1, 2].map((index) => photoLinks(page).nth(index));
    const [a, b, c] = [await box(first!), await box(second!), await box(third!)];
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(c.y).toBeGreaterThan(a.y + a.height - 1);
    expect(await first!.evaluate((button) => getComputedStyle(button).fontFamily)).toMatch(/Inter/);

    const buttons = await pager(page).getByRole('button').all();
    const tops = await Promise.all(buttons.map(async (button) => Math.round((await box(button)).y)));
    expect(new Set(tops).size).toBe(1);
    const last = await box(buttons.at(-1)!);
    expect(last.x + last.width).toBeLessThanOrEqual(390);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeVisible();
  });

  test('the viewer is opaque and its caption is clear of the arrows', async ({ page }) => {
    await visit(page, '/gallery');
    await photoLinks(page).first().click();
    await expect(viewer(page)).toBeVisible();
    const background = await viewer(page).evaluate((paper) => getComputedStyle(paper).backgroundColor);
    expect(background).toMatch(/^rgb\(/);
    // Once faded in, nothing of the page behind shows through.
    await expect
      .poll(() => viewer(page).evaluate((paper) => getComputedStyle(paper.parentElement!).opacity))
      .toBe('1');
    const caption = await box(viewer(page).locator('.viewer-caption'));
    for (const name of ['Previous photo', 'Next photo']) {
      const arrow = await box(viewer(page).getByRole('button', { name }));
      expect(overlap(caption, arrow), `${name} over the caption`).toBe(false);
      // On a phone the arrows take a row of their own under the caption, off the photo.
      expect(arrow.y, `${name} under the caption`).toBeGreaterThanOrEqual(caption.y + caption.height);
      expect(arrow.width).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: test.info().outputPath('gallery-viewer-390.png') });
  });
});
