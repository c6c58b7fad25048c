import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatFileSize } from '../../src/content/file-size';
import type { DownloadsList } from '../../src/content/types.generated';
import { collectPageErrors } from './support/console';

const PAGES = ['/downloads', '/downloads/forms', '/downloads/calendar', '/downloads/handbook'];
const UNAVAILABLE = 'This document is not available for download';
const downloads = JSON.parse(fs.readFileSync('content/downloads.json', 'utf8')) as DownloadsList;

/** Opens a page and waits until its lazily loaded blocks have hydrated. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
}

test.describe('download links', () => {
  for (const route of PAGES) {
    test(`every link on ${route} serves a PDF of the size it shows`, async ({ page, request }) => {
      const errors = collectPageErrors(page);
      await open(page, route);
      const links = page.locator('a[href^="/files/"]');
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const link = links.nth(index);
        const href = (await link.getAttribute('href'))!;
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type'], href).toBe('application/pdf');
        const body = await response.body();
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const size = formatFileSize(body.length);
        await expect(link).toHaveAttribute('download', '');
        // In a table's column: "Download {name} (PDF, size)"; elsewhere and on phones: "Download PDF, size – {name}".
        await expect(link).toHaveAccessibleName(new RegExp(`\\(PDF, ${size}\\)$|^Download PDF, ${size} – `));
        // The size column (or, outside a table, the text beside the link) shows the same size.
        const row = link.locator('xpath=ancestor::tr[1] | ancestor::div[1]').last();
        await expect(row).toContainText(size);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the forms page offers all twelve forms', async ({ page }) => {
    await open(page, '/downloads/forms');
    const table = page.getByRole('region', { name: 'Forms to download' });
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table.locator('a[href^="/files/form-"]')).toHaveCount(12);
  });
});

test('items without a file show a disabled icon titled as not available, and no link', async ({ page }) => {
  await open(page, '/downloads');
  const unavailable = downloads.groups.flatMap((group) => group.items).filter((item) => !item.document);
  expect(unavailable.length).toBeGreaterThan(0);
  const icons = page.locator(`[title="${UNAVAILABLE}"]`);
  await expect(icons).toHaveCount(unavailable.length);
  for (const item of unavailable) {
    const name = typeof item.name === 'string' ? item.name : item.name.en;
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('img', { name: UNAVAILABLE })).toHaveAttribute('title', UNAVAILABLE);
    await expect(row.getByRole('link')).toHaveCount(0);
  }
  const available = downloads.groups.flatMap((group) => group.items).filter((item) => item.document);
  await expect(page.locator('a[href^="/files/"]')).toHaveCount(available.length);
});

test('a Kiswahili page offers the Kiswahili PDFs, made from the same documents', async ({
  page,
  request,
}) => {
  for (const route of PAGES) {
    await open(page, `/sw${route}`);
    const links = page.locator('main a[href$=".pdf"]');
    expect(await links.count(), route).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    )) {
      expect(href, route).toMatch(/-sw\.pdf$/);
    }
    const first = (await links.first().getAttribute('href'))!;
    const response = await request.get(first);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).toString('latin1')).toContain('/Lang (sw)');
  }
});
