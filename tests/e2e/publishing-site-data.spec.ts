import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import faq from '../../content/faq.json' with { type: 'json' };
import { expect, LIVE_WITHIN_MS, signedInBrowser, test, publishedStatus } from './support/publishing-server';

/** The public FAQ's questions as a new visitor reads them: a fresh load each time asked. */
function questionsSeenBy(page: Page, address: string) {
  return async () => {
    await page.goto(address);
    // The FAQ gives each question in both languages at once.
    return (await page.getByRole('main').locator('details summary').allInnerTexts()).join('\n');
  };
}

test('a question edited in Site Data and published is what a new visitor sees, in both languages', async ({
  browser,
  baseURL,
  publishingServer,
}) => {
  const { context, page } = await signedInBrowser(browser, publishingServer);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Site Data' }).click();
  await page.getByRole('tab', { name: 'FAQ' }).click();
  const last = faq.entries.at(-1)!;
  await page.locator('#data-panel summary').filter({ hasText: last.question.en }).click();
  await page
    .getByRole('textbox', { name: 'Question (English)', exact: true })
    .fill('When is the college office open to visitors?');
  await page
    .getByRole('textbox', { name: 'Question (Kiswahili)', exact: true })
    .fill('Ofisi ya chuo iko wazi kwa wageni lini?');
  const publish = page.getByRole('button', { name: /^Publish/ });
  await expect(publish).toHaveText('Publish (1)');
  await publish.click();
  await expect(publishedStatus(page)).toBeVisible({ timeout: LIVE_WITHIN_MS });
  const stored = JSON.parse(
    fs.readFileSync(path.join(publishingServer.contentDir, 'faq.json'), 'utf8'),
  ) as typeof faq;
  expect(stored.entries.at(-1)!.question).toEqual({
    en: 'When is the college office open to visitors?',
    sw: 'Ofisi ya chuo iko wazi kwa wageni lini?',
  });
  await context.close();

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await expect
    .poll(questionsSeenBy(visitorPage, '/contacts'), { timeout: LIVE_WITHIN_MS })
    .toContain('When is the college office open to visitors?');
  await expect
    .poll(questionsSeenBy(visitorPage, '/sw/contacts'), { timeout: LIVE_WITHIN_MS })
    .toContain('Ofisi ya chuo iko wazi kwa wageni lini?');
  await visitor.close();
});
