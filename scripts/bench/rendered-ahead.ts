/**
 * The next page as Chromium gives it to a visitor: rendered ahead once the finger touches its link
 * (the speculation rules' prerender), shown when the finger lifts. Chromium renders nothing ahead for
 * a page that a DevTools client drives through page sessions of its own, as Playwright does, so this
 * part drives the phone with Puppeteer, whose sessions go through the tab and leave prerendering on.
 * The phone is the bench's: slow 4G, CPU 4x, a phone's viewport with touch.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../lib/chromium';
import { CPU_SLOWDOWN, SLOW_4G } from './phone-profile';

/** How long the finger rests on the link, as a reader's does while they decide: long enough for the page to be rendered. */
const FINGER_REST_MS = 5_000;
const PAGE_WAIT_MS = 30_000;
/** How long one page may take to answer whether it is the one shown. */
const ANSWER_WAIT_MS = 1_000;

export interface RenderedAheadTap {
  /**
   * From the navigation's start to the next page's first contentful paint, as the prefetched rows
   * count it: for a page rendered ahead, its navigation starts when the tap shows it (activation).
   */
  firstPaintMs: number;
  /** 'rendered ahead' when the page shown had been prerendered, else how the browser got it. */
  delivery: string;
}

export async function launchRenderedAheadBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: chromiumPath, args: [...chromiumFlags], headless: true });
}

async function openPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  await page.emulateNetworkConditions({
    download: SLOW_4G.downloadThroughput,
    upload: SLOW_4G.uploadThroughput,
    latency: SLOW_4G.latency,
  });
  return { context, page };
}

interface NextPageFigures {
  /** The first contentful paint, from the page's time origin (for a page rendered ahead, the start of its rendering). */
  paint: number;
  activationStart: number;
  deliveryType: string;
}

/** Read in the shown page: its figures once it is at `path`, shown and painted, else null. */
const NEXT_PAGE_FIGURES = (path: string) => `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  if (location.pathname !== ${JSON.stringify(path)} || !paint || document.prerendering) return null;
  const navigation = performance.getEntriesByType('navigation')[0];
  return { paint: paint.startTime, activationStart: navigation.activationStart || 0, deliveryType: navigation.deliveryType || '' };
})()`;

/**
 * The shown page's figures, once it has painted. A page rendered ahead is swapped into the tab by the
 * tap, where Puppeteer's own evaluation may wait for ever for the swapped page's context; a session
 * of the tab's target, made after the lift, reads whichever page the tab shows.
 */
async function nextPageFigures(page: Page, path: string): Promise<NextPageFigures> {
  const until = Date.now() + PAGE_WAIT_MS;
  while (Date.now() < until) {
    const session = await page.target().createCDPSession();
    // A session made while the tab swaps pages may be left on the page going away, which never
    // answers: after a second it is dropped for a new one.
    const answer = await Promise.race([
      session
        .send('Runtime.evaluate', { expression: NEXT_PAGE_FIGURES(path), returnByValue: true })
        .then(({ result }) => result.value as NextPageFigures | null)
        .catch(() => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), ANSWER_WAIT_MS)),
    ]);
    await session.detach().catch(() => undefined);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No page at ${path} painted within ${PAGE_WAIT_MS} ms of the tap`);
}

/** Opens `from`, rests a finger on its link to `to`, lifts it and times the next page's first paint. */
export async function renderedAheadTap(
  browser: Browser,
  origin: string,
  from: string,
  to: string,
): Promise<RenderedAheadTap> {
  const { context, page } = await openPhone(browser);
  try {
    await page.goto(origin + from, { waitUntil: 'networkidle0', timeout: 60_000 });
    let point: { x: number; y: number } | undefined;
    for (const link of await page.$$(`a[href="${to}"]`)) {
      if (!(await link.isVisible())) continue;
      await link.scrollIntoView();
      const box = await link.boundingBox();
      if (box) point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      break;
    }
    if (!point) throw new Error(`${from} shows no link to ${to} on a phone`);
    await page.touchscreen.touchStart(point.x, point.y);
    await new Promise((resolve) => setTimeout(resolve, FINGER_REST_MS));
    // The page the finger was on may be swapped out while the lift is still being answered.
    await page.touchscreen.touchEnd().catch(() => undefined);
    const figures = await nextPageFigures(page, new URL(to, origin).pathname);
    return {
      firstPaintMs: figures.paint - figures.activationStart,
      delivery: figures.activationStart > 0 ? 'rendered ahead' : figures.deliveryType || 'network',
    };
  } finally {
    await context.close();
  }
}
