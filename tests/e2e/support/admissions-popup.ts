import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AdmissionsPopup } from '../../../src/content/types.generated';
import { en } from './content';

export const popup = JSON.parse(fs.readFileSync('content/popup.json', 'utf8')) as AdmissionsPopup;

/**
 * With the page's clock paused `elapsedMs` after the page was shown, the admissions pop-up is still
 * closed a millisecond before its delay and open at it.
 */
export async function expectPopupAtItsDelay(page: Page, elapsedMs: number): Promise<void> {
  expect(elapsedMs).toBeLessThan(popup.delayMs);
  const dialog = page.getByRole('dialog', { name: en(popup.title) });
  await page.clock.runFor(popup.delayMs - elapsedMs - 1);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(1);
  await expect(dialog).toBeVisible();
}
