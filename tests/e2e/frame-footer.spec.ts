import { expect, test, type Page } from '@playwright/test';
import { activeLinks, en, fillTemplate, footer, site } from './support/content';
import { visit, waitForAdoption } from './support/hydration';
import { ui } from './support/i18n';

const siteFooter = (page: Page) => page.getByRole('contentinfo');

test.describe('footer (spec 2.7)', () => {
  test('shows the about text, the link groups and the contacts of content/footer.json and the site settings', async ({
    page,
  }) => {
    await visit(page, '/about');
    const box = siteFooter(page);
    await expect(box.getByRole('heading', { name: en(footer.about.title) })).toBeVisible();
    await expect(box.getByText(en(footer.about.text), { exact: true })).toBeVisible();

    for (const section of footer.sections) {
      const group = box.getByRole('region', { name: en(section.title) });
      await expect(group.getByRole('heading', { level: 2 })).toHaveText(en(section.title));
      const links = group.getByRole('link');
      await expect(links).toHaveCount(section.links.length);
      for (const [position, link] of section.links.entries()) {
        await expect(links.nth(position)).toContainText(en(link.text));
        await expect(links.nth(position)).toHaveAttribute('href', link.url);
      }
    }

    const contact = box.getByRole('region', { name: en(footer.contact.title) });
    await expect(contact).toContainText(en(site.general.address));
    await expect(contact.getByRole('link', { name: site.general.email })).toHaveAttribute(
      'href',
      `mailto:${site.general.email}`,
    );
    await expect(contact.getByRole('link', { name: site.general.phone })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
    const whatsapp = contact.getByRole('link', { name: en(footer.whatsapp.text) });
    await expect(whatsapp).toHaveAttribute('href', footer.whatsapp.url);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  test('links to the social pages, privacy policy and terms of service', async ({ page }) => {
    await visit(page, '/about');
    const box = siteFooter(page);
    for (const social of footer.social) {
      await expect(
        box.getByRole('link', { name: ui('frame.socialLink', { platform: social.platform }) }),
      ).toHaveAttribute('href', social.url);
    }
    // The footer's links are the active footer links of the administrator's catalogue (content/links.json).
    const legal = activeLinks('footer');
    expect(legal.map((link) => link.url)).toEqual(['/privacy-policy', '/terms-of-service']);
    for (const link of legal) {
      await expect(box.getByRole('link', { name: en(link.title), exact: true })).toHaveAttribute(
        'href',
        link.url,
      );
    }
    await box.getByRole('link', { name: en(legal[0]!.title), exact: true }).click();
    await expect(page).toHaveURL(legal[0]!.url);
  });

  test('reads "(c)2025 ... All Rights Reserved"', async ({ page }) => {
    await visit(page, '/about');
    const notice = fillTemplate(en(footer.copyright), { siteName: en(site.general.siteName) });
    expect(notice).toMatch(/^\(c\)2025 .+All Rights Reserved$/);
    await expect(siteFooter(page).getByText(notice, { exact: true })).toBeVisible();
  });

  test('Back to top brings the visitor back to the top, leaving the address as it was', async ({ page }) => {
    await visit(page, '/about');
    // A link to the page's top, so that it works before and without scripts.
    const button = siteFooter(page).getByRole('link', { name: ui('frame.scrollToTop') });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('floating-apply')).toBeVisible();
    // Nothing, the floating APPLY NOW button included, may lie over Back to top.
    const uncovered = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(uncovered).toBe(true);
    await waitForAdoption(button);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL('/about');
  });
});
