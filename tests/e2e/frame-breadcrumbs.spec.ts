import { expect, test } from '@playwright/test';
import { en, page as pageDocument, shortTitle } from './support/content';
import { visit } from './support/hydration';
import { ui } from './support/i18n';

test.describe('breadcrumb trail (spec 1)', () => {
  test('an inner page shows Home / section / page, the earlier steps as links', async ({ page }) => {
    const section = pageDocument('/about');
    const inner = pageDocument('/about/history');
    await visit(page, inner.path);
    const trail = page.getByRole('navigation', { name: ui('frame.breadcrumb') });
    await expect(trail.getByRole('listitem')).toHaveText([
      ui('frame.home'),
      shortTitle(section),
      shortTitle(inner),
    ]);
    await expect(trail.getByRole('link', { name: ui('frame.home'), exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(trail.getByRole('link', { name: shortTitle(section), exact: true })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(trail.getByText(shortTitle(inner), { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en(inner.title));
  });

  test('a section page shows Home / section', async ({ page }) => {
    const section = pageDocument('/academics');
    await visit(page, section.path);
    const trail = page.getByRole('navigation', { name: ui('frame.breadcrumb') });
    await expect(trail.getByRole('listitem')).toHaveText([ui('frame.home'), shortTitle(section)]);
  });

  test('the home page has no trail', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('navigation', { name: ui('frame.breadcrumb') })).toHaveCount(0);
  });

  test('following the section step goes there', async ({ page }) => {
    await visit(page, '/life/library');
    const section = pageDocument('/life');
    await page
      .getByRole('navigation', { name: ui('frame.breadcrumb') })
      .getByRole('link', { name: shortTitle(section), exact: true })
      .click();
    await expect(page).toHaveURL('/life');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en(section.title));
  });
});

test('a page title with a word wider than a 320 px screen breaks in the trail, with no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/life/campus');
  const current = page
    .getByRole('navigation', { name: ui('frame.breadcrumb') })
    .locator('[aria-current="page"]');
  await current.evaluate(
    (element) => (element.textContent = 'Campus' + 'Lifeverylongunbrokenword'.repeat(8)),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect((await current.boundingBox())!.width).toBeLessThanOrEqual(320);
});
