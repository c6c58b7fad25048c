import { expect, test, type Page } from '@playwright/test';
import { keepRequestsOnSite } from './support/site-only';

const SYSTEM_PAGES = ['/ict/srs', '/ict/oas', '/ict/mis'];

/** The card grid right after the "Online Services" heading. */
function serviceCards(page: Page) {
  return page.locator('main h2:text-is("Online Services") + ul > li');
}

test.describe('ICT Services', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await keepRequestsOnSite(page, new URL(baseURL!).origin);
  });

  test('offers seven services, each opening its system safely in a new tab', async ({ page }) => {
    await page.goto('/ict');
    const cards = serviceCards(page);
    await expect(cards).toHaveCount(7);
    const hosts: string[] = [];
    for (const card of await cards.all()) {
      const link = card.getByRole('link');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      hosts.push(new URL((await link.getAttribute('href'))!).host);
    }
    expect(hosts).toEqual([
      'srs.college.example',
      'oas.college.example',
      'mis.college.example',
      'mail.college.example',
      'board.college.example',
      'elibrary.college.example',
      'evoting.college.example',
    ]);
  });

  test('gives the support contacts and hours', async ({ page }) => {
    await page.goto('/ict');
    await expect(page.getByRole('link', { name: 'Write to ICT support' })).toHaveAttribute(
      'href',
      'mailto:ict@college.example',
    );
    const hours = page.getByRole('table', { name: 'ICT support hours' });
    await expect(hours.getByRole('row', { name: /Monday to Friday 08:00–16:00/ })).toBeVisible();
    await expect(hours.getByRole('row', { name: /Saturday 08:00–12:00/ })).toBeVisible();
  });

  test('leads to the three system guides, each with features, quick links and support', async ({ page }) => {
    test.slow();
    await page.goto('/ict');
    await page.getByRole('link', { name: 'Read the OAS guide' }).click();
    await expect(page).toHaveURL(/\/ict\/oas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Admission System (OAS)');
    for (const path of SYSTEM_PAGES) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'What You Can Do' })).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Write to ICT support' })).toBeVisible();
    }
  });
});
