import { expect, type Page } from '@playwright/test';
import { ADMIN_SCREENS } from '../../src/admin/layout/screens';
import { openSignedIn } from './support/admin';
import { axeRuleFaults, axeScan, violationReport } from './support/axe';
import { collectPageErrors } from './support/console';
import { visit } from './support/hydration';
import { keepAdmissionsPopupAway } from './support/site-only';
import { TYPE_SIZES_REM, TYPE_WEIGHTS } from '../../src/site/type-scale';
import { pageRoutes } from './support/routes';
import { wordsBrokenMidWord } from './support/broken-words';
import { sweepTest as test } from './support/sweep';

/** A small phone, a mid-range Android phone, a tablet and a laptop. */
const WIDTHS = [320, 390, 768, 1366] as const;

interface LayoutFault {
  what: string;
  text: string;
}

/**
 * Finds what a visitor would see broken at this width: the page scrolling sideways, a text or
 * control reaching past the window's edges, or one cut off by a container that hides its overflow
 * or scrolls without showing it (no scrollbar). Content meant to move past an edge is left out: what
 * sits in a container that visibly scrolls sideways on purpose (a wide table on a tablet), the news
 * ticker's moving line, and anything hidden from view.
 */
function layoutFaults(): LayoutFault[] {
  const faults: LayoutFault[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1)
    faults.push({
      what: `the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`,
      text: '',
    });

  const hiddenOrMoving = (element: Element) =>
    element.closest(
      '[aria-hidden="true"], [inert], [data-testid="news-ticker"], details:not([open]) > :not(summary)',
    );
  const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
  // A row that scrolls with its scrollbar hidden gives no sign of what lies past its edge, unless it
  // shows scroll buttons beside it (the admin's tab rows).
  const showsScrollButtons = (node: Element) =>
    [...(node.parentElement?.querySelectorAll(':scope > .MuiTabs-scrollButtons') ?? [])].some(
      (button) =>
        button.getBoundingClientRect().width > 1 && getComputedStyle(button).visibility !== 'hidden',
    );
  const scrollsUnseen = (style: CSSStyleDeclaration, node: Element) =>
    scrolls(style) && style.scrollbarWidth === 'none' && !showsScrollButtons(node);
  const scrollsSideways = (element: Element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (
        scrolls(style) &&
        !scrollsUnseen(style, node) &&
        node !== document.documentElement &&
        node !== document.body
      )
        return true;
    }
    return false;
  };
  const clippingAncestor = (element: Element): HTMLElement | null => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (
        style.overflowX === 'hidden' ||
        style.overflowX === 'clip' ||
        style.overflowY === 'hidden' ||
        scrollsUnseen(style, node)
      )
        return node;
    }
    return null;
  };
  const describe = (element: Element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60);

  const candidates = document.querySelectorAll<HTMLElement>(
    '#root a, #root button, #root input, #root select, #root textarea, #root summary, #root img, #root h1, #root h2, #root h3, #root p, #root li, #root td, #root th, #root dt, #root dd, #root label',
  );
  for (const element of candidates) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.opacity === '0') continue;
    if (hiddenOrMoving(element) || scrollsSideways(element)) continue;
    // The skip link waits above the page until it is focused.
    if (box.bottom <= 0) continue;
    if (box.left < -1 || box.right > width + 1)
      faults.push({
        what: `${element.tagName.toLowerCase()} reaches past the window (${Math.round(box.left)}–${Math.round(box.right)} of ${width} px)`,
        text: describe(element),
      });
    const clip = clippingAncestor(element);
    // A container of 1 px hides its content from sight on purpose (kept for screen readers).
    const frame = clip?.getBoundingClientRect();
    if (frame && frame.width > 1 && frame.height > 1) {
      if (box.left < frame.left - 1 || box.right > frame.right + 1)
        faults.push({
          what: `${element.tagName.toLowerCase()} is cut off by its container (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(frame.left)}–${Math.round(frame.right)})`,
          text: describe(element),
        });
    }
  }
  return faults;
}

/** Texts shown off the site's type scale (src/site/type-scale.ts), each with its size and weight. */
function textsOffScale({
  sizesRem,
  weights,
}: {
  sizesRem: readonly number[];
  weights: readonly number[];
}): string[] {
  const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const off = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim() || element.closest('svg, script, style')) continue;
    if (element.getClientRects().length === 0) continue;
    const style = getComputedStyle(element);
    const rem = Math.round((parseFloat(style.fontSize) / rootPx) * 100) / 100;
    if (!sizesRem.includes(rem) || !weights.includes(Number(style.fontWeight)))
      off.add(`${rem}rem ${style.fontWeight}: "${node.textContent.trim().slice(0, 40)}"`);
  }
  return [...off];
}

/** Texts the floating APPLY NOW covers, with the page scrolled to its end. */
function textsUnderFloatingButton(): string[] {
  const button = document.querySelector('[data-testid="floating-apply"]');
  if (!button) return [];
  const area = button.getBoundingClientRect();
  const covered: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(
    '#root p, #root li, #root a, #root td, #root h2, #root h3',
  )) {
    if (button.contains(element) || element.contains(button)) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const overlaps =
      box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top;
    if (overlaps && element.textContent?.trim()) covered.push(element.textContent.trim().slice(0, 60));
  }
  return covered;
}

/** Checks the open page at one width; the window is resized rather than the page reloaded, as CSS alone lays it out. */
async function checkLayout(page: Page, address: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  // Layouts chosen by a script's media query (the admin's header) follow on the next frames.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
  // Controls that follow the width through observers (the tab rows' scroll buttons) settle on the
  // observers' own schedule: the check waits for the layout to settle, and a lasting fault still fails.
  await expect
    .poll(async () => (await page.evaluate(layoutFaults)).map((fault) => `${fault.what}: "${fault.text}"`), {
      message: `${address} at ${width} px`,
    })
    .toEqual([]);

  expect(
    await axeRuleFaults(page, 'target-size'),
    `${address} at ${width} px: targets smaller than 24×24 px`,
  ).toEqual([]);

  // The floating button follows the scroll on the next frames: the check waits for them, not a time.
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
  });
  await expect
    .poll(() => page.evaluate(textsUnderFloatingButton), {
      message: `${address} at ${width} px: under APPLY NOW`,
    })
    .toEqual([]);
}

test.describe('every page at every width, in both languages', () => {
  for (const route of pageRoutes()) {
    for (const address of [route, route === '/' ? '/sw/' : `/sw${route}`]) {
      test(`${address} passes axe-core at 1366 px with no console error, and fits at ${WIDTHS.join(', ')} px`, async ({
        sweepPage: page,
      }) => {
        test.slow();
        const errors = collectPageErrors(page);
        // The pop-up would open in the middle of a scan, on its timer; home.spec.ts checks it open.
        await keepAdmissionsPopupAway(page);
        expect(await visit(page, address)).toBe(200);
        // The page opens at a laptop's width (the project's window): it is scanned as it loaded, before
        // the sweep resizes it, and the load logs no error or warning (hydration mismatches among them).
        expect(violationReport(await axeScan(page).analyze())).toEqual([]);
        expect(errors).toEqual([]);
        for (const width of WIDTHS) {
          await checkLayout(page, address, width);
          expect(
            await page.evaluate(textsOffScale, { sizesRem: TYPE_SIZES_REM, weights: TYPE_WEIGHTS }),
            `${address} at ${width} px: texts off the type scale`,
          ).toEqual([]);
          expect(
            await page.evaluate(wordsBrokenMidWord, 'main'),
            `${address} at ${width} px: words broken mid-word`,
          ).toEqual([]);
        }
      });
    }
  }
});

test.describe('every admin screen at every width', () => {
  for (const { path } of ADMIN_SCREENS) {
    const address = path ? `/admin/dashboard/${path}` : '/admin/dashboard';
    test(`${address} fits at ${WIDTHS.join(', ')} px`, async ({ sweepPage: page }) => {
      test.slow();
      await openSignedIn(page, address);
      await expect(page.getByRole('button', { name: /^Publish/ })).toBeVisible();
      for (const width of WIDTHS) {
        await checkLayout(page, address, width);
        // Every action of the header is on screen at every width, Logout among them.
        for (const name of ['Undo', 'Redo', /^Publish/, 'Logout']) {
          await expect(page.getByRole('banner').getByRole('button', { name })).toBeInViewport();
        }
      }
    });
  }
});
