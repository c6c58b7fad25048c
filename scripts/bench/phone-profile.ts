/**
 * The bench's phone: Lighthouse's slow 4G and mid-range CPU (slowed four times) at a phone's
 * viewport with touch, as the rows measured on a phone (dead window, search, second view, signing in)
 * all open it.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/** A fresh phone (nothing cached) with one tab, throttled, with `initScript` run before each page's own. */
export async function openPhonePage(browser: Browser, initScript?: string): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (initScript) await page.addInitScript(initScript);
  return { context, page, cdp };
}
