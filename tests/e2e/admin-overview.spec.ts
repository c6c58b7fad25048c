import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAdminPassesAxe, openHistoryParagraph, openSignedIn, openTextToReview } from './support/admin';
import { activeTickerItems, en, slides, ticker } from './support/content';

const STATS = '/api/backend/api/v1/visitor_stats.php';
const figures = (page: Page) => page.getByRole('list', { name: 'Site figures' }).getByRole('listitem');
const figure = (page: Page, label: string | RegExp) => figures(page).filter({ hasText: label });

/** Pages of the site: one document per page under content/pages. */
function pageCount(): number {
  const count = (folder: string): number =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .reduce(
        (sum, entry) =>
          sum +
          (entry.isDirectory() ? count(path.join(folder, entry.name)) : entry.name.endsWith('.json') ? 1 : 0),
        0,
      );
  return count('content/pages');
}

test.describe('admin overview', () => {
  test('counts pages, news items, slides and this week’s visitors from the model and the endpoint', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard');
    // The report is the signed-in admin's: read with the page's session.
    const report = await (await page.request.get(`${STATS}?action=report`)).json();
    await expect(figure(page, 'Pages')).toContainText(String(pageCount()));
    await expect(figure(page, 'News Items')).toContainText(
      `${activeTickerItems.length} of ${ticker.items.length} active`,
    );
    await expect(figure(page, 'Slideshow Images')).toContainText(
      `${slides.slides.length} of ${slides.slides.length} active`,
    );
    await expect(figure(page, 'Visitors This Week')).toContainText(
      report.data.visitorsThisWeek.toLocaleString('en-GB'),
    );
    await expect(figure(page, /sample/)).toHaveCount(0);
    await expectAdminPassesAxe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAdminPassesAxe(page);
  });

  test('shows the spec’s sample 1,245, labelled, when the endpoint cannot be reached', async ({ page }) => {
    await page.route(`**${STATS}?action=report`, (route) => route.abort());
    await openSignedIn(page, '/admin/dashboard');
    await expect(figure(page, 'Visitors This Week (sample)')).toContainText('1,245');
  });

  test('lists this session’s changes under Recent Updates, and the counts follow them', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard');
    await expect(page.getByText('No changes in this session yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add News' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/news$/);
    const [second] = activeTickerItems.slice(1);
    await page.getByRole('switch', { name: `Show '${en(second!.text)}' in the ticker` }).click();
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const updates = page.getByRole('region', { name: 'Recent Updates' }).getByRole('listitem');
    await expect(updates).toHaveCount(1);
    await expect(updates.first()).toContainText(`Hid the news item '${en(second!.text)}'`);
    await expect(figure(page, 'News Items')).toContainText(
      `${activeTickerItems.length - 1} of ${ticker.items.length} active`,
    );
  });

  test('counts and lists the texts needing Kiswahili, each with a link to its field', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard');
    const review = page.getByRole('region', { name: 'Kiswahili to write or review' });
    await expect(figure(page, 'Texts needing Kiswahili')).toContainText('0');
    await expect(review).toContainText('Every text has its Kiswahili');

    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'News Ticker' })
      .click();
    const [first] = activeTickerItems;
    await page
      .getByRole('list', { name: 'News items' })
      .getByRole('listitem')
      .first()
      .getByRole('textbox', { name: 'News text (English)' })
      .fill('Admissions close on 31 August');
    await expect(
      page.getByText(`Needs review: translated from the earlier English “${en(first!.text)}”`),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();

    await expect(figure(page, 'Texts needing Kiswahili')).toContainText('1');
    const listed = review.getByRole('list', { name: 'Texts needing Kiswahili' }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText('Admissions close on 31 August');
    await expect(listed.first()).toContainText('English changed since the Kiswahili was written');
    await listed.first().getByRole('link', { name: 'Open in News Ticker' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/news\?field=/);
    // The screen opens at the text: its Kiswahili input has the focus, in view, ready to be reviewed.
    const kiswahili = page
      .getByRole('list', { name: 'News items' })
      .getByRole('listitem')
      .first()
      .getByRole('textbox', { name: 'News text (Kiswahili)' });
    await expect(kiswahili).toBeFocused();
    await expect(kiswahili).toBeInViewport();
  });

  test('a text to review on a tab of Settings opens that tab, at its Kiswahili', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/settings');
    await page.getByRole('tab', { name: 'SEO' }).click();
    await page.getByRole('textbox', { name: 'Meta title (English)' }).fill('Example College, Sample Town');
    await expect(page.getByText(/^Needs review: translated from the earlier English/)).toBeVisible();
    await openTextToReview(page, 'Example College, Sample Town', 'Settings');
    await expect(page.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true');
    const kiswahili = page.getByRole('textbox', { name: 'Meta title (Kiswahili)' });
    await expect(kiswahili).toBeFocused();
    await expect(kiswahili).toBeInViewport();
  });

  test('a text to review in a page component opens its dialog, at its Kiswahili', async ({ page }) => {
    const dialog = await openHistoryParagraph(page);
    await dialog
      .getByRole('textbox', { name: 'Text (English)' })
      .fill('Founded in 2015 to train health workers.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await openTextToReview(page, 'Founded in 2015 to train health workers.', 'Page Management');
    const kiswahili = dialog.getByRole('textbox', { name: 'Text (Kiswahili)' });
    await expect(kiswahili).toBeFocused();
    await expect(kiswahili).toHaveValue(/^Chuo kilifungua milango yake mwaka 2015/);
  });

  test('Quick Actions go where they say', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard');
    for (const [label, address] of [
      ['Update Slideshow', /\/admin\/dashboard\/slideshow$/],
      ['Manage Content', /\/admin\/dashboard\/content$/],
      ['Add News', /\/admin\/dashboard\/news$/],
      ['View Website', /127\.0\.0\.1:\d+\/$/],
    ] as const) {
      await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(address);
      if (label !== 'View Website') await page.goBack();
    }
  });
});
