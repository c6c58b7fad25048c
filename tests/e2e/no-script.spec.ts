import { expect, test } from '@playwright/test';
import { en } from './support/content';
import fs from 'node:fs';
import type { FaqDocument } from '../../src/content/types.generated';

const faq = JSON.parse(fs.readFileSync('content/faq.json', 'utf8')) as FaqDocument;

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('every FAQ answer on /contacts can be read', async ({ page }) => {
    await page.goto('/contacts');
    const first = faq.entries[0]!;
    await expect(page.getByText(en(first.answer), { exact: false }).first()).toBeVisible();
    const last = faq.entries.at(-1)!;
    await expect(page.getByText(en(last.answer), { exact: false }).first()).toBeVisible();
  });
});
