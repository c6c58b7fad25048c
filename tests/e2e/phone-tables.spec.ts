import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { phone } from './support/viewports';
import { wordsBrokenMidWord } from './support/broken-words';

/** Every prerendered address, in both languages, whose page holds a data table. */
function addressesWithTables(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'admin' && entry.name !== 'assets') walk(full);
      else if (entry.name === 'index.html' && fs.readFileSync(full, 'utf8').includes('<table')) {
        const address = `/${path.relative('dist', path.dirname(full)).split(path.sep).join('/')}`;
        found.push(address === '/' ? '/' : address.replace(/\/$/, ''));
      }
    }
  };
  walk('dist');
  return found.sort();
}

/** The tables and values of the page that stick out of the viewport sideways, named for the failure message. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width)
      problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const table of document.querySelectorAll('main table')) {
      const label =
        table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? 'table';
      const box = table.getBoundingClientRect();
      if (box.right > width + 0.5 || box.left < -0.5)
        problems.push(`${label}: ${Math.round(box.left)}–${Math.round(box.right)}`);
      for (const cell of table.querySelectorAll('tbody :is(td, th), tfoot :is(td, th)')) {
        if (cell.scrollWidth > cell.clientWidth + 1)
          problems.push(`${label}: a cell is clipped (${cell.textContent?.trim().slice(0, 40)})`);
      }
    }
    return problems;
  });
}

const addresses = addressesWithTables();

test.describe('tables on a phone (390 px)', () => {
  test.use(phone);

  test('there are tables to check, in both languages', () => {
    expect(addresses).toContain('/fees/combined-programs');
    expect(addresses).toContain('/sw/downloads/forms');
    expect(addresses.length).toBeGreaterThan(20);
  });

  for (const address of addresses) {
    test(`${address}: every table fits without sideways scrolling`, async ({ page }) => {
      await page.goto(address);
      expect(await overflowing(page)).toEqual([]);
    });
  }

  test('each value of a stacked row shows its column’s name; the annual tuition shows in full', async ({
    page,
  }) => {
    await page.goto('/fees/combined-programs');
    const table = page.getByRole('region', { name: /Tuition by semester/ });
    const row = table.getByRole('row').filter({ hasText: 'Pharmaceutical Sciences' });
    const annual = row.getByRole('cell').filter({ hasText: '1,400,000' });
    await expect(annual).toBeVisible();
    expect(await annual.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Annual"');
    const box = (await annual.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await annual.evaluate((cell) => getComputedStyle(cell).fontVariantNumeric)).toBe('tabular-nums');
  });

  test('the forms list is one card per form with a full-width button naming type and size', async ({
    page,
  }) => {
    for (const [address, word] of [
      ['/downloads/forms', 'Download'],
      ['/sw/downloads/forms', 'Pakua'],
    ] as const) {
      await page.goto(address);
      const buttons = page.locator('main a[href^="/files/form-"]');
      await expect(buttons).toHaveCount(12);
      for (const button of await buttons.all()) {
        await expect(button).toBeVisible();
        await expect(button).toHaveAccessibleName(new RegExp(`^${word} PDF, \\d+ KB – .+`));
        // What shows is the type and size; the form's name is already the card's title.
        expect(
          await button.evaluate((link) => (link as HTMLElement).innerText.split('–')[0]!.trim()),
        ).toMatch(new RegExp(`^${word} PDF, \\d+ KB$`));
        const box = (await button.boundingBox())!;
        expect(box.width).toBeGreaterThan(300);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
    }
  });
});

test.describe('tables on a tablet (768 px)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('a wide table that scrolls shows edge shadows; the forms table has Type beside Size', async ({
    page,
  }) => {
    await page.goto('/downloads/forms');
    const region = page.getByRole('region', { name: 'Forms to download' });
    await expect(region.getByRole('columnheader')).toHaveText([
      'Form',
      'Code',
      'Office',
      'Type',
      'Size',
      'Download',
    ]);
    await expect(region.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('PDF');
    const shadows = await region.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(shadows).toContain('radial-gradient');
    expect(await region.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
  });
});

test.describe('tables on a narrow phone (320 px)', () => {
  test.use({ ...phone, viewport: { width: 320, height: 640 }, screen: { width: 320, height: 640 } });

  for (const address of [
    '/apply',
    '/sw/apply',
    '/sw/fees',
    '/sw/fees/combined-programs',
    '/downloads/forms',
  ]) {
    test(`${address}: no value is squeezed until its words break, and every table fits`, async ({ page }) => {
      await page.goto(address);
      expect(await page.evaluate(wordsBrokenMidWord, 'main table')).toEqual([]);
      expect(await overflowing(page)).toEqual([]);
    });
  }
});
