import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/admin';
import { keepAdmissionsPopupAway } from './support/site-only';
import { phone } from './support/viewports';

/** Each card grid of the page: how many cards, in how many columns, and whether the last card takes a whole row. */
function cardGrids(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main ul')]
      .filter((list) => getComputedStyle(list).display === 'grid' && list.children.length > 1)
      .map((list) => ({
        items: list.children.length,
        columns: getComputedStyle(list).gridTemplateColumns.split(' ').length,
        lastTakesRow:
          Math.abs(
            list.lastElementChild!.getBoundingClientRect().width - list.getBoundingClientRect().width,
          ) < 1,
        text: list.textContent?.slice(0, 40) ?? '',
      })),
  );
}

const GRID_PAGES = ['/', '/academics', '/about', '/ict', '/fees/combined-programs', '/life', '/sw/academics'];

for (const width of [390, 768, 1366, 1920]) {
  test(`card grids leave no card alone beside an empty space on the last row at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const address of GRID_PAGES) {
      await page.goto(address);
      for (const grid of await cardGrids(page)) {
        const lone = grid.columns > 1 && grid.items % grid.columns === 1;
        if (lone)
          expect(
            grid.lastTakesRow,
            `${address}: the last of ${grid.items} cards in ${grid.columns} columns (${grid.text}…)`,
          ).toBe(true);
      }
    }
  });
}

test.describe('on a phone', () => {
  test.use(phone);

  test('pictures take the column’s whole width', async ({ page }) => {
    for (const address of ['/about/welcome-message', '/life/accommodation', '/life']) {
      await page.goto(address);
      const column = (await page.locator('main article').boundingBox())!;
      const pictures = page.locator('main article img');
      expect(await pictures.count(), address).toBeGreaterThan(0);
      for (const picture of await pictures.all()) {
        const box = (await picture.boundingBox())!;
        if (box.width < 100) continue; // icons and logos
        expect(box.width, `${address} ${await picture.getAttribute('src')}`).toBeGreaterThanOrEqual(
          column.width - 2,
        );
      }
    }
  });
});

test('after a navigation the new page’s heading has focus, with no box round the content', async ({
  page,
}) => {
  // An in-app navigation: the admin's same-tab view of the site is one app (from a page of islands a
  // link loads the page anew).
  await keepAdmissionsPopupAway(page);
  await openSignedIn(page, '/admin/dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'View Website' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  expect(await page.locator('main').evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
    'none',
  );
});

test('running text stays under about 75 characters a line on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto('/about');
  // A paragraph long enough to fill its lines.
  const paragraph = page
    .locator('main article p')
    .filter({ hasText: /.{300}/ })
    .first();
  const { width, characters } = await paragraph.evaluate((element) => {
    const probe = document.createElement('span');
    probe.textContent = '0'.repeat(75);
    element.append(probe);
    const measured = probe.getBoundingClientRect().width;
    probe.remove();
    return { width: element.getBoundingClientRect().width, characters: measured };
  });
  // About 75: the ch unit is the width of one "0", which a font may draw a hair narrower in a row.
  expect(width).toBeLessThanOrEqual(characters * 1.02);
  expect(width).toBeGreaterThan(characters * 0.8);
});
