import { expect, test, type Page } from '@playwright/test';
import { pauseClock } from './support/clock';
import { en, menuSections, navigation, site } from './support/content';
import { visit, visitPaused } from './support/hydration';
import { ui } from './support/i18n';
import { phone } from './support/viewports';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: ui('frame.mainMenu') });
/** The phone menu's button: the summary of a native disclosure, so it works before and without scripts. */
const phoneMenuButton = (page: Page) => mainMenu(page).locator('summary.nav-button');
const phoneMenu = (page: Page) => mainMenu(page).locator('details.menu-disclosure');
/** The menu list: the phone panel below 768 px, the bar from 768 px up. */
const menuList = (page: Page) => mainMenu(page).locator('ul.site-menu');
/** A section's entry: its link, the toggle of its submenu (the bar's dropdown) and the submenu. */
const sectionEntry = (page: Page, id: string) =>
  menuList(page).locator(`:scope > li.entry-${navigation.items.findIndex((item) => item.id === id)}`);
const sectionLink = (page: Page, id: string) => sectionEntry(page, id).locator(':scope > a');
/** What names a section on the bar: its link, or its name alone where its link is for phones only. */
const sectionName = (page: Page, id: string) =>
  sectionEntry(page, id).locator(':scope > a, :scope > span').filter({ visible: true });
const sectionToggle = (page: Page, id: string) =>
  sectionEntry(page, id).locator(':scope > .submenu-toggle > summary');

test.describe('header (spec 2.4)', () => {
  test('shows the logo, the college name and the motto', async ({ page }) => {
    await visit(page, '/about');
    const banner = page.getByRole('banner');
    await expect(banner.locator('img')).toBeVisible();
    await expect(banner.getByText(en(site.general.siteName), { exact: true })).toBeVisible();
    await expect(banner.getByText(en(site.general.tagline), { exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: en(site.general.siteName) })).toHaveAttribute('href', '/');
  });
});

test.describe('desktop menu (spec 2.4)', () => {
  test('has a dropdown for About Us, Academics, Life and Fees', () => {
    expect(menuSections.map((section) => section.id)).toEqual(['about', 'academics', 'life', 'fees']);
  });

  test('lists every top-level entry of content/navigation.json', async ({ page }) => {
    await visit(page, '/about');
    const entries = menuList(page).locator(':scope > li.entry');
    for (const item of navigation.items) {
      if (item.phoneLinkOnly) await expect(sectionName(page, item.id)).toHaveText(en(item.label));
      else await expect(entries.getByRole('link', { name: en(item.label), exact: true })).toBeVisible();
    }
  });

  test('Fees Structure has no page of its own on desktop: it opens its dropdown, which leads to /fees (spec 2.1)', async ({
    page,
  }) => {
    const fees = navigation.items.find((item) => item.id === 'fees')!;
    expect(fees.phoneLinkOnly).toBe(true);
    await visit(page, '/contacts');
    await expect(
      sectionEntry(page, 'fees').getByRole('link', { name: en(fees.label), exact: true }),
    ).toBeHidden();
    await sectionName(page, 'fees').hover();
    const dropdown = page.locator('#menu-fees');
    await expect(dropdown).toBeVisible();
    await dropdown.getByRole('link').first().click();
    await expect(page).toHaveURL(fees.url!);
  });

  test('the page holds the menu once: the bar and the phone panel are one list', async ({ page }) => {
    await visit(page, '/about');
    // About Us always fits the bar from 768 px; Fees, the last section, does not at 768 px.
    const [first, last] = [menuSections[0]!, menuSections.at(-1)!];
    const childOf = (section: (typeof menuSections)[number]) =>
      section.children!.find((item) => item.url !== section.url)!;
    const groupsUnderMore = mainMenu(page).locator('#menu-more .more-group');
    await expect(groupsUnderMore).toHaveText([en(last.label)]);
    await expect(mainMenu(page).locator('ul')).toHaveCount(
      1 + menuSections.length + 1 + 1, // the list, its submenus, More and its one group
    );
    await expect(mainMenu(page).locator(`a[href="${childOf(first).url}"]`)).toHaveCount(1);
    // Only "More" names a section again, for the widths where the bar cannot hold it.
    await expect(menuList(page).locator(`:scope > li.entry a[href="${childOf(last).url}"]`)).toHaveCount(1);
    await expect(mainMenu(page).locator(`a[href="${childOf(last).url}"]`)).toHaveCount(2);
  });

  for (const section of menuSections) {
    test(`${en(section.label)} opens on hover and closes 300 ms after the pointer leaves, not before`, async ({
      page,
    }) => {
      await pauseClock(page);
      await visitPaused(page, '/contacts');
      const button = sectionToggle(page, section.id);
      const dropdown = page.locator(`#menu-${section.id}`);
      await expect(dropdown).toBeHidden();

      await sectionName(page, section.id).hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(dropdown).toBeVisible();
      for (const child of section.children ?? []) {
        await expect(dropdown.getByRole('link', { name: en(child.label), exact: true })).toHaveAttribute(
          'href',
          child.url ?? '/',
        );
      }

      await page.mouse.move(600, 700);
      await page.clock.runFor(299);
      await expect(dropdown).toBeVisible();
      await page.clock.runFor(1);
      await expect(dropdown).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('coming back within 300 ms keeps the dropdown open', async ({ page }) => {
    await pauseClock(page);
    await visitPaused(page, '/contacts');
    const about = menuSections[0]!;
    const dropdown = page.locator(`#menu-${about.id}`);
    await sectionName(page, about.id).hover();
    await page.mouse.move(600, 700);
    await page.clock.runFor(200);
    await dropdown.getByRole('link').first().hover();
    await page.clock.runFor(1000);
    await expect(dropdown).toBeVisible();
  });

  test('moving to another section opens it and closes the first', async ({ page }) => {
    await pauseClock(page);
    await visitPaused(page, '/contacts');
    const [first, second] = menuSections;
    await sectionName(page, first!.id).hover();
    await sectionName(page, second!.id).hover();
    await expect(page.locator(`#menu-${second!.id}`)).toBeVisible();
    await expect(page.locator(`#menu-${first!.id}`)).toBeHidden();
  });

  test('each dropdown opens on keyboard focus, and Tab walks through its links to the next section', async ({
    page,
  }) => {
    await visit(page, '/contacts');
    await mainMenu(page)
      .getByRole('link', { name: en(navigation.items[0]!.label), exact: true })
      .focus();
    for (const section of menuSections) {
      const button = sectionToggle(page, section.id);
      const dropdown = page.locator(`#menu-${section.id}`);
      // A section whose link is for phones only is named on the bar, not focused: Tab goes to its toggle.
      if (!section.phoneLinkOnly) {
        await page.keyboard.press('Tab');
        await expect(sectionLink(page, section.id)).toBeFocused();
        await expect(dropdown).toBeVisible();
      }
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(dropdown).toBeVisible();
      for (const child of section.children ?? []) {
        await page.keyboard.press('Tab');
        await expect(dropdown.getByRole('link', { name: en(child.label), exact: true })).toBeFocused();
      }
    }
    await page.keyboard.press('Tab');
    for (const section of menuSections) await expect(page.locator(`#menu-${section.id}`)).toBeHidden();
  });

  test('Escape closes an open dropdown and returns focus to its button', async ({ page }) => {
    await visit(page, '/contacts');
    const section = menuSections[0]!;
    const button = sectionToggle(page, section.id);
    const dropdown = page.locator(`#menu-${section.id}`);
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('focus leaving a dropdown closes it', async ({ page }) => {
    await visit(page, '/contacts');
    const about = menuSections[0]!;
    await sectionName(page, about.id).focus();
    await expect(page.locator(`#menu-${about.id}`)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(`#menu-${about.id}`)).toBeHidden();
  });

  test('a dropdown link navigates and marks the section as current', async ({ page }) => {
    await visit(page, '/contacts');
    const section = menuSections[1]!;
    const child = section.children!.at(-1)!;
    await sectionName(page, section.id).hover();
    await page
      .locator(`#menu-${section.id}`)
      .getByRole('link', { name: en(child.label), exact: true })
      .click();
    await expect(page).toHaveURL(child.url!);
    await expect(page.locator(`#menu-${section.id}`)).toBeHidden();
  });
});

test.describe('desktop menu on a page prerendered as islands', () => {
  test('opens on hover, closes 300 ms after the pointer leaves and on Escape, with no React and no app code loaded', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await pauseClock(page);
    await visitPaused(page, '/about');
    const section = menuSections[2]!;
    const button = sectionToggle(page, section.id);
    const dropdown = page.locator(`#menu-${section.id}`);

    await sectionName(page, section.id).hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(600, 700);
    await page.clock.runFor(299);
    await expect(dropdown).toBeVisible();
    await page.clock.runFor(1);
    await expect(dropdown).toBeHidden();

    await button.focus();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    expect(scripts.some((path) => /\/site-menu\.behaviour-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(boot|app|browser-app)-/.test(path))).toEqual([]);
  });
});

test.describe('desktop menu at every width', () => {
  for (const language of ['en', 'sw'] as const) {
    for (const width of [768, 900, 1024, 1100, 1280, 1366, 1920]) {
      test(`in ${language} at ${width} px, stays on one row; what does not fit is under More`, async ({
        page,
      }) => {
        const label = (item: (typeof navigation.items)[number]) =>
          typeof item.label === 'string' ? item.label : (item.label[language] ?? item.label.en);
        const more = language === 'en' ? ui('frame.moreMenu') : 'Zaidi';
        await page.setViewportSize({ width, height: 900 });
        await visit(page, language === 'en' ? '/contacts' : '/sw/contacts');
        // The bar by its place, since its name is in the page's language.
        const row = (await page.getByRole('banner').locator('.nav-row').boundingBox())!;
        expect(row.height, `menu row height at ${width} px`).toBeLessThanOrEqual(49);
        const bar = page.getByRole('banner').locator('ul.site-menu');
        const moreButton = bar.locator(':scope > .more summary');
        await expect(moreButton).toHaveText(more);
        for (const item of navigation.items) {
          const inBar = bar
            .locator(':scope > li.entry > a, :scope > li.entry > span')
            .filter({ visible: true })
            .getByText(label(item), { exact: true });
          if (await inBar.isVisible()) {
            const box = (await inBar.boundingBox())!;
            expect(box.y - row.y, `${label(item)} on the first row at ${width} px`).toBeLessThan(4);
            continue;
          }
          await moreButton.hover();
          await expect(page.locator('#menu-more').getByText(label(item), { exact: true })).toBeVisible();
          await page.mouse.move(width / 2, 800);
        }
      });
    }
  }
});

test.describe('phone menu (spec 2.4)', () => {
  test.use(phone);

  test('is collapsed until the menu button opens it; the desktop menu is hidden', async ({ page }) => {
    await visit(page, '/contacts');
    const toggle = phoneMenuButton(page);
    const panel = page.locator('#site-menu');
    await expect(toggle.getByText(ui('frame.openMenu'), { exact: true })).toBeVisible();
    await expect(toggle).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(sectionLink(page, menuSections[0]!.id)).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(toggle.getByText(ui('frame.closeMenu'), { exact: true })).toBeVisible();
    await expect(phoneMenu(page)).toHaveAttribute('open', '');
    for (const item of navigation.items) {
      await expect(panel.getByRole('link', { name: en(item.label), exact: true }).first()).toBeVisible();
    }

    await toggle.click();
    await expect(panel).toBeHidden();
    await expect(toggle.getByText(ui('frame.openMenu'), { exact: true })).toBeVisible();
  });

  test('each section toggles its own submenu, independently of the others', async ({ page }) => {
    await visit(page, '/contacts');
    await phoneMenuButton(page).click();
    const panel = page.locator('#site-menu');
    const toggleOf = (label: string) =>
      panel.locator(`summary[aria-label="${ui('frame.toggleSubmenu', { section: label })}"]`);
    const submenuOf = (id: string) => page.locator(`#menu-${id}`);
    const [first, second] = menuSections;

    for (const section of menuSections) await expect(submenuOf(section.id)).toBeHidden();

    await toggleOf(en(first!.label)).click();
    await expect(submenuOf(first!.id)).toBeVisible();
    await expect(submenuOf(second!.id)).toBeHidden();

    await toggleOf(en(second!.label)).click();
    await expect(submenuOf(first!.id)).toBeVisible();
    await expect(submenuOf(second!.id)).toBeVisible();
    for (const child of second!.children ?? []) {
      await expect(
        submenuOf(second!.id).getByRole('link', { name: en(child.label), exact: true }),
      ).toBeVisible();
    }

    await toggleOf(en(first!.label)).click();
    await expect(submenuOf(first!.id)).toBeHidden();
    await expect(submenuOf(second!.id)).toBeVisible();
  });

  test('the Fees Structure entry links to /fees; following a link closes the menu', async ({ page }) => {
    await visit(page, '/contacts');
    await phoneMenuButton(page).click();
    const fees = navigation.items.find((item) => item.id === 'fees')!;
    const link = page.locator('#site-menu').getByRole('link', { name: en(fees.label), exact: true });
    await expect(link).toHaveAttribute('href', '/fees');
    await link.click();
    await expect(page).toHaveURL('/fees');
    await expect(page.locator('#site-menu')).toBeHidden();
  });
});
