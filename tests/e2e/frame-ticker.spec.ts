import { expect, test, type Locator, type Page } from '@playwright/test';
import { activeTickerItems, en, ticker } from './support/content';
import { ui } from './support/i18n';

const playState = (track: Locator) =>
  track.evaluate((element) => getComputedStyle(element).animationPlayState);

/** Lets the browser draw a number of frames, so a running animation would visibly move. */
const afterFrames = (page: Page, count: number) =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );

test.describe('news ticker (spec 2.3)', () => {
  test('shows the five headlines of content/ticker.json, the list drawn three times', async ({ page }) => {
    await page.goto('/about');
    const bar = page.getByTestId('news-ticker');
    await expect(bar.getByText(en(ticker.label), { exact: true })).toBeVisible();
    expect(activeTickerItems).toHaveLength(5);
    const copies = bar.locator('ul');
    await expect(copies).toHaveCount(3);
    for (let copy = 0; copy < 3; copy++) {
      await expect(copies.nth(copy).locator('li')).toContainText(
        activeTickerItems.map((item) => en(item.text)),
      );
    }
    // Only the first copy is read out and reachable by keyboard; the others exist for the seamless loop.
    await expect(copies.nth(0)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(copies.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await expect(copies.nth(2)).toHaveAttribute('aria-hidden', 'true');
    for (const item of activeTickerItems.filter((candidate) => candidate.url)) {
      const link = copies.nth(0).getByRole('link', { name: en(item.text) });
      await expect(link).toHaveAttribute('href', item.url!);
    }
  });

  test('scrolls continuously, pauses while the pointer is over it and resumes when it leaves', async ({
    page,
  }) => {
    await page.goto('/about');
    const track = page.getByTestId('news-ticker').locator('.ticker-track');
    await expect.poll(() => playState(track)).toBe('running');
    const moved = () => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    await expect.poll(moved).toBeLessThan(0);

    // The headlines move, so the pointer goes to a fixed spot over the moving strip.
    const strip = (await page.getByTestId('news-ticker').locator('.ticker-viewport').boundingBox())!;
    await page.mouse.move(strip.x + strip.width / 2, strip.y + strip.height / 2);
    await expect.poll(() => playState(track)).toBe('paused');
    const heldAt = await moved();
    await afterFrames(page, 10);
    expect(await moved()).toBe(heldAt);

    await page.mouse.move(5, 600);
    await expect.poll(() => playState(track)).toBe('running');
    await expect.poll(moved).not.toBe(heldAt);
  });

  // The switch is native and the bar's CSS reads it: no script is involved, on either kind of page.
  for (const address of ['/about', '/contacts']) {
    test(`a switch pauses and resumes it for touch and keyboard users (${address})`, async ({ page }) => {
      await page.goto(address);
      const bar = page.getByTestId('news-ticker');
      const track = bar.locator('.ticker-track');
      const pause = bar.getByRole('switch', { name: ui('frame.pauseTicker') });
      await pause.click();
      await page.mouse.move(5, 600);
      await expect(pause).toBeChecked();
      await expect.poll(() => playState(track)).toBe('paused');
      await expect(bar.locator('.when-paused')).toBeVisible();
      await expect(bar.locator('.when-running')).toBeHidden();
      await pause.press('Space');
      await page.mouse.move(5, 600);
      await expect(pause).not.toBeChecked();
      await expect.poll(() => playState(track)).toBe('running');
      await expect(bar.locator('.when-running')).toBeVisible();
    });
  }

  test('a tap on the switch before any script has loaded pauses it', async ({ page }) => {
    // Every script is held back for the whole test: the page is as a slow phone shows it first.
    await page.route(/\.js(\?|$)/, () => {});
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const bar = page.getByTestId('news-ticker');
    await bar.getByRole('switch', { name: ui('frame.pauseTicker') }).click();
    await page.mouse.move(5, 600);
    await expect.poll(() => playState(bar.locator('.ticker-track'))).toBe('paused');
  });

  test('under reduced motion it stands still and every headline is readable', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    const bar = page.getByTestId('news-ticker');
    const track = bar.locator('.ticker-track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    const viewport = page.viewportSize()!;
    for (const item of activeTickerItems) {
      const link = bar.getByRole('link', { name: en(item.text) });
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
  });
});
