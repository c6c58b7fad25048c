import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { waitForHydration } from './support/hydration';
import { expectNoAxeViolations, keepRequestsOnSite } from './support/site-only';
import { desktop, phone } from './support/viewports';

const OPEN_STREET_MAP_EMBED = /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/;

test.describe('Contact Us', () => {
  let stopped: string[] = [];

  test.beforeEach(async ({ page, baseURL }) => {
    stopped = await keepRequestsOnSite(page, new URL(baseURL!).origin);
  });

  test('shows the address, phones, e-mails and office hours', async ({ page }) => {
    await page.goto('/contacts');
    const details = page.getByRole('region', { name: 'Get in Touch' });
    await expect(details.getByText('P.O. Box 000, Sample Town, Tanzania')).toBeVisible();
    await expect(details.getByRole('link', { name: '+255 700 000 000' })).toHaveAttribute(
      'href',
      'tel:+255700000000',
    );
    await expect(details.getByRole('link', { name: 'admissions@college.example' })).toHaveAttribute(
      'href',
      'mailto:admissions@college.example',
    );
    await expect(details.getByText('Monday to Friday')).toBeVisible();
    await expect(details.getByText('08:00–16:30')).toBeVisible();
  });

  test('opens one FAQ answer at a time, and closes the open one when it is clicked again', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/contacts');
    await waitForHydration(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(7);
    for (const question of await questions.all())
      await expect(question).toHaveAttribute('aria-expanded', 'false');

    const first = faq.getByRole('button', { name: /How do I apply for admission\?/ });
    const second = faq.getByRole('button', { name: /What are the entry requirements\?/ });
    const firstAnswer = page.locator(`#${await first.getAttribute('aria-controls')}`);
    const secondAnswer = page.locator(`#${await second.getAttribute('aria-controls')}`);
    await expect(firstAnswer).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText('TSh 16,000');
    await expect(firstAnswer).toContainText('ada ya maombi');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(secondAnswer).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(secondAnswer).toBeHidden();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('moves between questions with the arrow keys', async ({ page }) => {
    await page.goto('/contacts');
    await waitForHydration(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.getByRole('button');
    await questions.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  });

  test('embeds a titled, lazily loaded OpenStreetMap frame that reaches only the map host', async ({
    page,
  }) => {
    await page.goto('/contacts');
    const map = page.locator('iframe');
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute('title', 'Map showing the location of the college');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', OPEN_STREET_MAP_EMBED);
    await expect(page.getByRole('link', { name: /View a larger map/ })).toHaveAttribute('target', '_blank');

    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => stopped.some((url) => OPEN_STREET_MAP_EMBED.test(url))).toBe(true);
    expect(stopped.filter((url) => !OPEN_STREET_MAP_EMBED.test(url))).toEqual([]);
  });

  for (const [name, viewport] of [
    ['1366', desktop],
    ['390', phone],
  ] as const) {
    test(`has no axe violations at ${name} px, with an answer open`, async ({ browser, baseURL }) => {
      test.slow();
      const context = await browser.newContext({ ...viewport, baseURL });
      const page = await context.newPage();
      await keepRequestsOnSite(page, new URL(baseURL!).origin);
      await page.goto('/contacts');
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page
        .getByRole('region', { name: 'Frequently Asked Questions' })
        .getByRole('button')
        .first()
        .click();
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
