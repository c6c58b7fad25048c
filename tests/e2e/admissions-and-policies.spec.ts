import { expect, test } from '@playwright/test';
import { keepRequestsOnSite } from './support/site-only';

test.describe('How to Apply and the policies', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await keepRequestsOnSite(page, new URL(baseURL!).origin);
  });

  test('How to Apply gives requirements, documents, fee, deadlines and the online admission link', async ({
    page,
  }) => {
    await page.goto('/apply');
    const main = page.getByRole('main');
    const requirements = main.getByRole('table', { name: 'Subjects required for each programme' });
    await expect(requirements.getByRole('row')).toHaveCount(4);
    await expect(main.locator('h2:text-is("Documents You Need") + ul > li')).toHaveCount(4);
    await expect(main.getByText('The application fee is TSh 16,000.')).toBeVisible();
    const deadlines = main.getByRole('table', { name: 'Deadlines for the September and March intakes' });
    await expect(deadlines.getByRole('row', { name: /Admission 15 July 15 January/ })).toBeVisible();
    const apply = main.getByRole('link', { name: /Apply online now/ });
    await expect(apply).toHaveAttribute('href', 'https://oas.college.example/');
    await expect(apply).toHaveAttribute('target', '_blank');
  });

  test('the Privacy Policy names what is stored and what is not', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    for (const stored of [/statistics session id/, /address of the page you viewed/, /referrer/])
      await expect(main.getByText(stored).first()).toBeVisible();
    await expect(main.getByText(/language preference/).first()).toBeVisible();
    await expect(main.getByText(/admissions pop-up has been shown/)).toBeVisible();
    await expect(main.getByText(/^lang: holds "sw" and nothing else\..* It lasts one year/)).toBeVisible();
    await expect(main.getByText(/^admin_session: only for the college's administrators/)).toBeVisible();
    await expect(main.getByText(/^No other cookies: none for advertising or tracking/)).toBeVisible();
    await expect(main.getByText('No IP addresses are kept with the statistics.')).toBeVisible();
  });
});
