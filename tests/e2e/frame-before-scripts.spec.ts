import { expect, test, type Page, type Route } from '@playwright/test';
import { expectPopupAtItsDelay, popup } from './support/admissions-popup';
import { pauseClock } from './support/clock';
import { en, menuSections, navigation, site, slides } from './support/content';
import { waitForAdoption, waitForHydration, waitForHydrationPaused } from './support/hydration';
import { ui } from './support/i18n';
import { pageRoutes } from './support/routes';
import { keepAdmissionsPopupAway } from './support/site-only';
import { phone } from './support/viewports';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: ui('frame.mainMenu') });
const phoneMenuButton = (page: Page) => mainMenu(page).locator('summary.nav-button');
/** The menu list: the phone panel below 768 px, the bar from 768 px up. */
const phonePanel = (page: Page) => page.locator('#site-menu');
const submenuToggle = (page: Page, label: string) =>
  phonePanel(page).locator(`summary[aria-label="${ui('frame.toggleSubmenu', { section: label })}"]`);
const sectionLink = (page: Page, label: string) =>
  mainMenu(page).locator('ul.site-menu > li.entry').getByRole('link', { name: label, exact: true });

/**
 * Holds back every script file the page asks for until the returned function is called: the page
 * is then as a visitor on a slow connection sees it between its first paint and its scripts.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

const [about, academics] = menuSections;

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('on a phone', () => {
    test.use(phone);

    test('the menu button opens the menu, a section opens its submenu, and its links work', async ({
      page,
    }) => {
      await page.goto('/contacts');
      await expect(phonePanel(page)).toBeHidden();
      await phoneMenuButton(page).click();
      await expect(phonePanel(page)).toBeVisible();
      await expect(phoneMenuButton(page).getByText(ui('frame.closeMenu'), { exact: true })).toBeVisible();
      const submenu = page.locator(`#menu-${academics!.id}`);
      await expect(submenu).toBeHidden();
      await submenuToggle(page, en(academics!.label)).click();
      await expect(submenu).toBeVisible();
      const child = academics!.children![0]!;
      await submenu.getByRole('link', { name: en(child.label), exact: true }).click();
      await expect(page).toHaveURL(child.url!);
    });

    test('the search button opens the search dialog, which sends a query to the search page', async ({
      page,
    }) => {
      await page.goto('/about');
      await mainMenu(page)
        .getByRole('button', { name: ui('frame.search') })
        .click();
      const dialog = page.getByRole('dialog', {
        name: ui('frame.searchDialogTitle', { shortName: site.general.shortName }),
      });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(ui('frame.searchHint'), { exact: true })).toBeVisible();
      const box = dialog.getByRole('combobox', { name: ui('frame.searchLabel') });
      await expect(box).toBeFocused();

      // A blank query is refused by the form itself.
      await box.fill('   ');
      await box.press('Enter');
      await expect(page).toHaveURL('/about');
      await expect(dialog).toBeVisible();

      await box.fill('fees');
      await box.press('Enter');
      await expect(page).toHaveURL('/search?q=fees');
    });

    test('the search dialog closes with its close button and Escape', async ({ page }) => {
      await page.goto('/about');
      const searchButton = mainMenu(page).getByRole('button', { name: ui('frame.search') });
      await searchButton.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: ui('frame.close'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await searchButton.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(searchButton).toBeFocused();
    });

    test('the search page lists every page A to Z', async ({ page }) => {
      await page.goto('/search');
      const list = page
        .getByRole('heading', { name: ui('search.allPages') })
        .locator('xpath=following-sibling::ul[1]');
      await expect(list.getByRole('link')).toHaveCount(
        pageRoutes().filter((route) => route !== '/search').length,
      );
      await expect(list.getByRole('link', { name: 'Photo Gallery', exact: true })).toHaveAttribute(
        'href',
        '/gallery',
      );
    });

    test('the language choice in the menu, with its Go button, leads to the Kiswahili page', async ({
      page,
    }) => {
      await page.goto('/about');
      await phoneMenuButton(page).click();
      const choice = mainMenu(page).getByRole('combobox', { name: ui('language.label') });
      await choice.selectOption({ label: ui('language.kiswahili') });
      await expect(page).toHaveURL('/about');
      await mainMenu(page)
        .getByRole('button', { name: ui('language.go') })
        .click();
      await expect(page).toHaveURL('/sw/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('sw');
    });
  });

  test.describe('on a desktop', () => {
    test('a dropdown opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
      await page.goto('/contacts');
      const dropdown = page.locator(`#menu-${about!.id}`);
      await expect(dropdown).toBeHidden();
      await sectionLink(page, en(about!.label)).hover();
      await expect(dropdown).toBeVisible();
      await expect(dropdown.getByRole('link').first()).toBeVisible();
      await page.mouse.move(600, 700);
      // The close waits out a 300 ms delay in CSS; with scripts off no clock can be stepped.
      await expect(dropdown).toHaveCSS('transition-delay', '0.3s');
      await expect(dropdown).toBeHidden();
    });

    test('a dropdown opens on keyboard focus and Tab walks into it', async ({ page }) => {
      await page.goto('/contacts');
      await mainMenu(page)
        .getByRole('link', { name: en(navigation.items[0]!.label), exact: true })
        .focus();
      await page.keyboard.press('Tab');
      await expect(sectionLink(page, en(about!.label))).toBeFocused();
      const dropdown = page.locator(`#menu-${about!.id}`);
      await expect(dropdown).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(submenuToggle(page, en(about!.label))).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dropdown.getByRole('link').first()).toBeFocused();
    });

    test('at 768 px the entries that do not fit are under More, which opens on hover', async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto('/contacts');
      const more = mainMenu(page).locator('.more summary');
      await expect(more).toHaveText(ui('frame.moreMenu'));
      await expect(more).toBeVisible();
      await more.hover();
      const last = navigation.items.at(-1)!;
      await expect(
        page.locator('#menu-more').getByRole('link', { name: en(last.label), exact: true }),
      ).toBeVisible();
    });
  });
});

test.describe('while the scripts are still loading', () => {
  test.describe('on a phone', () => {
    test.use(phone);

    test('a tap on the menu opens it at once, and the scripts keep it as it is when they arrive', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto('/contacts', { waitUntil: 'domcontentloaded' });
      await phoneMenuButton(page).click();
      await expect(phonePanel(page)).toBeVisible();
      await submenuToggle(page, en(about!.label)).click();
      const submenu = page.locator(`#menu-${about!.id}`);
      await expect(submenu).toBeVisible();

      await release();
      await waitForHydration(page);
      await expect(phonePanel(page)).toBeVisible();
      await expect(submenu).toBeVisible();
      // Now scripted: following a link shows the page in place and closes the menu.
      const child = about!.children!.at(-1)!;
      await submenu.getByRole('link', { name: en(child.label), exact: true }).click();
      await expect(page).toHaveURL(child.url!);
      await expect(phonePanel(page)).toBeHidden();
    });

    test('a tap on search opens the search dialog, not the search page, and the scripts keep it open', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      await mainMenu(page)
        .getByRole('button', { name: ui('frame.search') })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL('/about');
      const box = dialog.getByRole('combobox', { name: ui('frame.searchLabel') });
      await expect(box).toBeFocused();
      await box.fill('fees');

      await release();
      await waitForHydration(page);
      await expect(dialog).toBeVisible();
      await expect(box).toHaveValue('fees');
      // Now scripted: the live matches follow what was typed, and Enter shows the results in place.
      await expect(dialog.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL('/search?q=fees');
      await expect(dialog).toBeHidden();
    });
  });

  // A page with an island of its own besides the frame's, and one with the frame's only.
  for (const address of ['/search?q=fees', '/about']) {
    test(`on ${address}, a dropdown opened by hover stays open as the scripts take over, then closes 300 ms after the pointer leaves`, async ({
      page,
    }) => {
      await pauseClock(page);
      const release = await holdScripts(page);
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      const button = submenuToggle(page, en(about!.label));
      const dropdown = page.locator(`#menu-${about!.id}`);
      await sectionLink(page, en(about!.label)).hover();
      await expect(dropdown).toBeVisible();

      await release();
      await waitForHydrationPaused(page);
      await expect(dropdown).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.move(600, 700);
      await page.clock.runFor(299);
      await expect(dropdown).toBeVisible();
      await page.clock.runFor(1);
      await expect(dropdown).toBeHidden();
    });
  }

  test('Back to top takes the visitor to the top before the scripts arrive, and still does once they have', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const toTop = page.getByRole('contentinfo').getByRole('link', { name: ui('frame.scrollToTop') });
    const scrollY = () => page.evaluate(() => window.scrollY);
    await toTop.scrollIntoViewIfNeeded();
    await expect.poll(scrollY).toBeGreaterThan(300);
    await toTop.click();
    await expect.poll(scrollY).toBe(0);

    await release();
    await toTop.scrollIntoViewIfNeeded();
    await waitForAdoption(toTop);
    await toTop.click();
    await expect.poll(scrollY).toBe(0);
  });

  test(`the admissions pop-up counts its ${popup.delayMs} ms from the page's load, not from the scripts' arrival`, async ({
    page,
  }) => {
    await pauseClock(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.clock.runFor(1000);
    await release();
    await waitForHydrationPaused(page, 1);
    const elapsed = await page.evaluate(
      () => Date.now() - (window as unknown as { pageShownAt: number }).pageShownAt,
    );
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    await expectPopupAtItsDelay(page, elapsed);
  });

  test(`when the scripts arrive after the pop-up's ${popup.delayMs} ms, it opens as they start, with no timer left to run`, async ({
    page,
  }) => {
    await pauseClock(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.clock.runFor(popup.delayMs + 100);
    await release();
    // The clock stays still from here on: only what needs no timer can happen.
    await waitForHydration(page);
    await expect(page.getByRole('dialog', { name: en(popup.title) })).toBeVisible();
  });

  test("when the scripts arrive after the slider's first interval, it moves on and loads the next pictures as they start", async ({
    page,
  }) => {
    await keepAdmissionsPopupAway(page);
    await pauseClock(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const slider = page.getByTestId('slider');
    await expect(slider.locator('.slide').nth(1).locator('img')).toHaveCount(0);
    await page.clock.runFor(slides.intervalMs + 100);
    await release();
    await waitForHydration(page);
    await expect(slider).toHaveAttribute('data-index', '1');
    await expect(slider.locator('.slide.is-current img')).toHaveCount(1);
    await expect(slider.locator('.slide').nth(2).locator('img')).toHaveCount(1);
  });
});
