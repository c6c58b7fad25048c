import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './measure';

/**
 * Lighthouse's mobile preset stands for a Moto G Power, whose benchmark index Chrome DevTools' CPU
 * calibration puts at 264. Lighthouse slows the host's CPU down 4x to get there, which suits a
 * host of index 1056 or more; a slower host (a shared or busy machine) is then slowed down far
 * past the phone, and every page fails on time its code does not spend on a real phone.
 */
export const TARGET_DEVICE_BENCHMARK_INDEX = 264;
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/** Lighthouse's own benchmark (the one its reports give as benchmarkIndex), run in Chromium on this host now. */
export async function measureBenchmarkIndex(browser: Browser, samples = 3): Promise<number> {
  const page = await browser.newPage();
  try {
    const indexes: number[] = [];
    for (let sample = 0; sample < samples; sample++) {
      indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return median(indexes);
  } finally {
    await page.close();
  }
}

/** The CPU slowdown that makes this host as fast as the target phone: never below 1 (no speed-up), never above Lighthouse's default. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const slowdown = benchmarkIndex / TARGET_DEVICE_BENCHMARK_INDEX;
  return Math.round(Math.min(LIGHTHOUSE_DEFAULT_SLOWDOWN, Math.max(1, slowdown)) * 10) / 10;
}
