import { expect, test } from '@playwright/test';
import { en } from './support/content';
import fs from 'node:fs';
import type { FaqDocument } from '../../src/content/types.generated';

const faq = JSON.parse(fs.readFileSync('content/faq.json', 'utf8')) as FaqDocument;

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('every FAQ answer on /contacts opens and can be read', async ({ page }) => {
    await page.goto('/contacts');
    for (const entry of [faq.entries[0]!, faq.entries.at(-1)!]) {
      const answer = page.getByText(en(entry.answer), { exact: false }).first();
      await expect(answer).toBeHidden();
      await page
        .locator('summary')
        .filter({ hasText: en(entry.question) })
        .click();
      await expect(answer).toBeVisible();
    }
  });
});
