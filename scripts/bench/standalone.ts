/**
 * Runs one part of the bench on its own (`tsx scripts/bench/<part>.ts`): builds the site when there is
 * no build, serves it with the real server, measures in Chromium and prints the part's table.
 */
import type { Browser } from '@playwright/test';
import { buildDir, distDir } from '../lib/paths';
import { ensureBuilt } from './build-facts';
import { launchChromium } from './first-view';
import { startServer } from './server';

export async function runAlone<Figures>(
  measure: (browser: Browser, origin: string) => Promise<Figures>,
  print: (figures: Figures) => unknown,
): Promise<void> {
  await ensureBuilt(distDir, buildDir, 'if-missing');
  const server = await startServer(buildDir, distDir);
  const browser = await launchChromium();
  try {
    print(await measure(browser, server.origin));
  } finally {
    await browser.close();
    await server.stop();
  }
}
