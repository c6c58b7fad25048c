import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { collectScripts, holdScripts, waitForIsland } from './support/islands';
import { expectNoAxeViolations } from './support/axe';
import { keepRequestsOnSite } from './support/site-only';
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
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.locator('details');
    await expect(questions).toHaveCount(7);
    for (const question of await questions.all()) await expect(question).not.toHaveAttribute('open');

    const first = questions.filter({ hasText: 'How do I apply for admission?' });
    const second = questions.filter({ hasText: 'What are the entry requirements?' });
    const firstAnswer = first.getByText('TSh 16,000').first();
    await expect(firstAnswer).toBeHidden();

    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open');
    await expect(firstAnswer).toBeVisible();
    await expect(first).toContainText('ada ya maombi');

    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open');
    await expect(first).not.toHaveAttribute('open');
    await expect(firstAnswer).toBeHidden();

    await second.locator('summary').click();
    await expect(second).not.toHaveAttribute('open');
    await expect(faq.locator('details[open]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a question tapped before the scripts arrive opens, and the page loads no app code', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const scripts = collectScripts(page);
    await page.goto('/contacts', { waitUntil: 'commit' });
    const question = page.locator('details').filter({ hasText: 'How do I apply for admission?' });
    await question.locator('summary').click();
    await expect(question.getByText('TSh 16,000').first()).toBeVisible();
    await release();
    await waitForIsland(page, 'faq-keys');
    await expect(question).toHaveAttribute('open');
    expect(scripts.filter((path) => /\/assets\/(boot|app)-/.test(path))).toEqual([]);
  });

  test('moves between questions with the arrow keys', async ({ page }) => {
    await page.goto('/contacts');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.locator('summary');
    await waitForIsland(page, 'faq-keys');
    await questions.first().focus();
    // The island's root is made before its effects run: press until the keys are taken over.
    await expect(async () => {
      await questions.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(questions.nth(1)).toBeFocused({ timeout: 100 });
    }).toPass();
    await page.keyboard.press('End');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(faq.locator('details').first()).toHaveAttribute('open');
  });

  test('keeps the map behind a placeholder until it comes near the screen, then embeds a titled OpenStreetMap frame that reaches only the map host', async ({
    page,
  }) => {
    await page.goto('/contacts');
    const placeholder = page.getByRole('button', { name: 'Show the map' });
    await expect(placeholder).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(stopped.filter((url) => OPEN_STREET_MAP_EMBED.test(url))).toEqual([]);

    await placeholder.scrollIntoViewIfNeeded();
    const map = page.locator('iframe');
    await expect(map).toHaveCount(1);
    await expect(placeholder).toHaveCount(0);
    await expect(map).toHaveAttribute('title', 'Map showing the location of the college');
    await expect(map).toHaveAttribute('src', OPEN_STREET_MAP_EMBED);
    await expect(page.getByRole('link', { name: /View a larger map/ })).toHaveAttribute('target', '_blank');
    await expect.poll(() => stopped.some((url) => OPEN_STREET_MAP_EMBED.test(url))).toBe(true);
    expect(stopped.filter((url) => !OPEN_STREET_MAP_EMBED.test(url))).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use(phone);

    test('a tap on the map placeholder made before the scripts arrive loads the map in its place, and moves the focus to it', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto('/contacts', { waitUntil: 'commit' });
      const placeholder = page.getByRole('button', { name: 'Show the map' });
      await placeholder.tap();
      await expect(page.locator('iframe')).toHaveCount(0);
      await release();
      const map = page.locator('iframe[title="Map showing the location of the college"]');
      await expect(map).toBeVisible();
      await expect(map).toHaveAttribute('src', OPEN_STREET_MAP_EMBED);
      await expect(map).toBeFocused();
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the map placeholder is a link to the map', async ({ page }) => {
      await page.goto('/contacts');
      await expect(page.getByRole('button', { name: 'Show the map' })).toBeHidden();
      const link = page.getByRole('link', { name: 'Show the map' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(page.locator('iframe')).toHaveCount(0);
    });
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
      await waitForIsland(page, 'faq-keys');
      await expectNoAxeViolations(page);
      await page
        .getByRole('region', { name: 'Frequently Asked Questions' })
        .locator('summary')
        .first()
        .click();
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
