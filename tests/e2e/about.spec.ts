import { expect, test } from '@playwright/test';
import { keepRequestsOnSite } from './support/site-only';

const ABOUT_PAGES = [
  '/about',
  '/about/history',
  '/about/mission',
  '/about/organization',
  '/about/development',
  '/about/welcome-message',
];

const CORE_VALUES = [
  'Excellence',
  'Integrity',
  'Compassion',
  'Innovation',
  'Inclusivity',
  'Community Service',
];

test.describe('About Us', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await keepRequestsOnSite(page, new URL(baseURL!).origin);
  });

  test('covers history, mission, vision, six core values, five goals, leadership and accreditation', async ({
    page,
  }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    for (const heading of [
      'Our History',
      'Our Mission',
      'Our Vision',
      'Our Core Values',
      'Our Strategic Goals',
      'Leadership',
      'Accreditation',
    ])
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();

    const values = main.locator('h2:text-is("Our Core Values") + ul > li h3');
    await expect(values).toHaveText(CORE_VALUES);
    await expect(main.locator('h2:text-is("Our Strategic Goals") + ol > li')).toHaveCount(5);
    await expect(main.getByText('founded in 2015')).toBeVisible();
    await expect(main.getByText(/first intake of 50 students/)).toBeVisible();
    await expect(main.getByText(/more than 500 students are enrolled/)).toBeVisible();
  });

  test('shows the organogram, three departments and four administrative units', async ({ page }) => {
    await page.goto('/about/organization');
    const main = page.getByRole('main');
    const organogram = main.getByRole('img', { name: /^Organisation chart/ });
    await expect(organogram).toBeVisible();
    await expect(organogram).toHaveAttribute('src', /organogram/);
    await expect(main.locator('h2:text-is("Academic Departments") + ul > li h3')).toHaveText([
      'Department of Pharmaceutical Sciences',
      'Department of Clinical Medicine',
      'Department of Medical Laboratory Sciences',
    ]);
    await expect(main.locator('h2:text-is("Administrative Units") + ul > li h3')).toHaveText([
      'Academic Affairs',
      'Administration and Finance',
      'Student Affairs',
      'ICT Services',
    ]);
  });

  test('states the development plan: over 20 hectares, diplomas within one year, degrees within five', async ({
    page,
  }) => {
    await page.goto('/about/development');
    const milestones = page.getByRole('table', { name: 'Development milestones' });
    await expect(
      milestones.getByRole('row', { name: /One year Offer new diploma programmes/ }),
    ).toBeVisible();
    await expect(milestones.getByRole('row', { name: /Five years Offer degree programmes/ })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/site of over 20 hectares/)
        .first(),
    ).toBeVisible();
  });

  test('every About page answers with a title of its own', async ({ page }) => {
    test.slow();
    const titles: string[] = [];
    for (const path of ABOUT_PAGES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      titles.push((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
    }
    expect(new Set(titles).size).toBe(ABOUT_PAGES.length);
  });
});
