import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SidebarSection } from '../../src/content/types.generated';
import { activeLinks, en, registrationWidget, sidebars, sidebarSections, site } from './support/content';
import { ui } from './support/i18n';
import { phone } from './support/viewports';

const leftSidebar = (page: Page) => page.getByRole('complementary', { name: ui('frame.leftSidebar') });
const rightSidebar = (page: Page) => page.getByRole('complementary', { name: ui('frame.rightSidebar') });

/** A section shows its title as a heading and each of its links, leading where content says. */
async function expectSection(sidebar: Locator, section: SidebarSection) {
  const region = sidebar.getByRole('region', { name: en(section.title) });
  await expect(region.getByRole('heading', { level: 2 })).toHaveText(en(section.title));
  const links = region.getByRole('link');
  // A section lists its own links, then the active managed links of its category (content/links.json).
  const expected = [
    ...section.links,
    ...(section.managedCategory ? activeLinks(section.managedCategory) : []).map((link) => ({
      text: link.title,
      url: link.url,
    })),
  ];
  await expect(links).toHaveCount(expected.length);
  for (const [position, link] of expected.entries()) {
    await expect(links.nth(position)).toContainText(en(link.text));
    await expect(links.nth(position)).toHaveAttribute('href', link.url);
    if (/^https?:/.test(link.url)) {
      await expect(links.nth(position)).toHaveAttribute('target', '_blank');
      await expect(links.nth(position)).toHaveAttribute('rel', /noopener/);
    }
  }
}

test.describe('left sidebar (spec 2.5)', () => {
  test('on a wide screen shows Departments, Quick Links and Login As from content/sidebars.json', async ({
    page,
  }) => {
    await page.goto('/about');
    const sidebar = leftSidebar(page);
    await expect(sidebar).toBeVisible();
    const sections = sidebarSections('left');
    expect(sections.map((section) => en(section.title))).toEqual(['Departments', 'Quick Links', 'Login As']);
    for (const section of sections) await expectSection(sidebar, section);
  });

  test('Login As offers Staff, Parent and Student', () => {
    const loginAs = sidebarSections('left').find((section) => section.id === 'login-as')!;
    expect(loginAs.links.map((link) => en(link.text))).toEqual(['Staff', 'Parent', 'Student']);
  });

  test('a department link opens its page', async ({ page }) => {
    await page.goto('/about');
    const departments = sidebarSections('left')[0]!;
    const first = departments.links[0]!;
    await leftSidebar(page)
      .getByRole('link', { name: en(first.text) })
      .click();
    await expect(page).toHaveURL(first.url);
  });
});

test.describe('right sidebar (spec 2.6)', () => {
  test('shows APPLY NOW to the admission page, the registration number and News & Events', async ({
    page,
  }) => {
    await page.goto('/about');
    const sidebar = rightSidebar(page);
    const apply = sidebar.getByRole('link', { name: en(site.admission.applyLabel) });
    await expect(apply).toBeVisible();
    await expect(apply).toHaveAttribute('href', site.admission.onlineApplicationUrl);
    await expect(apply).toHaveAttribute('target', '_blank');

    const registration = sidebar.getByRole('link', { name: site.general.registration.code });
    await expect(registration).toContainText(
      `${en(registrationWidget().label)}: ${site.general.registration.code}`,
    );
    await expect(registration).toHaveAttribute('href', site.general.registration.url);

    const sections = sidebarSections('right');
    expect(sections.map((section) => en(section.title))).toContain('News & Events');
    for (const section of sections) await expectSection(sidebar, section);
  });

  test('keeps the order of content/sidebars.json', async ({ page }) => {
    await page.goto('/about');
    const order = await rightSidebar(page)
      .locator(':scope > *')
      .evaluateAll((widgets) => widgets.map((widget) => widget.textContent ?? ''));
    const expected = sidebars.right.map((widget) =>
      widget.type === 'apply'
        ? en(site.admission.applyLabel)
        : widget.type === 'registration'
          ? site.general.registration.code
          : widget.type === 'language'
            ? 'Language'
            : en(widget.title),
    );
    expect(order).toHaveLength(expected.length);
    expected.forEach((text, position) => expect(order[position]).toContain(text));
  });
});

test.describe('sidebars on a phone', () => {
  test.use(phone);

  test('the left sidebar is hidden; the right one follows the page body', async ({ page }) => {
    await page.goto('/about');
    await expect(leftSidebar(page)).toBeHidden();
    const sidebar = rightSidebar(page);
    await expect(sidebar.getByRole('link', { name: en(site.admission.applyLabel) })).toBeVisible();
    const mainBottom = (await page.locator('main').boundingBox())!;
    const sidebarTop = (await sidebar.boundingBox())!;
    expect(sidebarTop.y).toBeGreaterThanOrEqual(mainBottom.y + mainBottom.height);
  });
});

test.describe('sidebars between a phone and a wide screen', () => {
  // The bar menu shows from 768 px, the three columns from 1100 px: in between, nothing of the left
  // sidebar may be out of reach (its language choice and logins are nowhere else at these widths).
  for (const width of [768, 1099]) {
    test(`at ${width} px the left sidebar heads the second column, above the right one, and its language choice works`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto('/about');
      const left = leftSidebar(page);
      await expect(left).toBeVisible();
      for (const section of sidebarSections('left')) await expectSection(left, section);

      const main = (await page.locator('main').boundingBox())!;
      const leftBox = (await left.boundingBox())!;
      const rightBox = (await rightSidebar(page).boundingBox())!;
      expect(leftBox.x).toBeGreaterThanOrEqual(main.x + main.width);
      expect(leftBox.x + leftBox.width).toBeLessThanOrEqual(width);
      expect(rightBox.x).toBeCloseTo(leftBox.x, 0);
      expect(rightBox.y).toBeGreaterThanOrEqual(leftBox.y + leftBox.height);
      expect(leftBox.y).toBeLessThan(main.y + 100);

      await left.getByRole('combobox', { name: 'Language' }).selectOption('Kiswahili');
      await expect(page).toHaveURL('/sw/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    });
  }
});
