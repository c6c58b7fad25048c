import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from './support/console';

type Localized = string | { en: string; sw?: string };
type Component = { id: string; type: string; content: Record<string, unknown> };
type PageDocument = { path: string; title: Localized; navTitle?: Localized; components: Component[] };

const english = (text: Localized): string => (typeof text === 'string' ? text : text.en);

function readPage(file: string): PageDocument {
  return JSON.parse(fs.readFileSync(path.resolve('content/pages', file), 'utf8')) as PageDocument;
}

const lifeOverview = readPage('life.json');
const lifePages = fs
  .readdirSync(path.resolve('content/pages/life'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => readPage(path.join('life', name)));

/** What a reader must find on a page: its figures, facts, rules and the names of what it lists. */
function keyTexts(page: PageDocument): string[] {
  const texts: Localized[] = [];
  for (const { type, content } of page.components) {
    if (type === 'title' || type === 'subtitle') texts.push(content.text as Localized);
    if (type === 'stats')
      for (const item of content.items as { value: string; label: Localized }[])
        texts.push(item.value, item.label);
    if (type === 'list') texts.push(...(content.items as Localized[]));
    if (type === 'cards')
      for (const card of content.cards as { title: Localized; details?: Localized[] }[])
        texts.push(card.title, ...(card.details ?? []));
    if (type === 'callout') texts.push(...((content.items as Localized[] | undefined) ?? []));
  }
  return texts.map(english);
}

function tables(page: PageDocument) {
  return page.components
    .filter((component) => component.type === 'table')
    .map(({ content }) => ({
      caption: english(content.caption as Localized),
      columns: (content.columns as Localized[]).map(english),
      rows: (content.rows as Localized[][]).map((row) => row.map(english)),
    }));
}

function links(page: PageDocument) {
  return page.components
    .filter((component) => component.type === 'link')
    .map(({ content }) => ({ text: english(content.text as Localized), url: content.url as string }));
}

/** The spec's own figures and rules (§2.9, §5, §9), which no edit of the content may lose. */
const specFigures: Record<string, string[]> = {
  '/life': ['20 hectares', '50 students', 'over 500 students', '400 beds', 'about 380 students'],
  '/life/campus': [
    'Modern Classrooms',
    'Science Laboratories',
    'Clinical Skills Labs',
    'Computer Labs',
    'Library',
    // The spec's exact name, kept where the house style would write "Centre".
    'Student Center',
    '300,000 litres',
  ],
  '/life/housing': [
    'Standard shared room',
    'Premium shared room',
    'Single room',
    'TSh 350,000 per semester',
    'TSh 450,000 per semester',
    'TSh 550,000 per semester',
    '15 July',
    '15 January',
  ],
  '/life/accommodation': [
    '350,000',
    '450,000',
    '550,000',
    '120 rooms',
    '40 rooms',
    '30 rooms',
    'TSh 100,000',
    '400 beds',
    'About 380 students',
    '200,000 to 400,000 per semester',
    '250,000 to 500,000 per month',
    '150,000 to 200,000 per person per month',
    '300,000 to 450,000 per month',
  ],
  '/life/library': [
    '08:00–20:00',
    '09:00–17:00',
    'Sunday and public holidays',
    '14 days',
    'renewed twice',
    'TSh 500',
    '5,000+',
    '1,200+',
    '120+',
    '20,000+',
    '500+',
  ],
  '/life/computer-laboratory': [
    '07:30–21:00',
    '08:00–18:00',
    '10:00–16:00',
    'Public holidays',
    '3 hours',
    '100+',
  ],
  '/life/teaching-facilities': [
    'Capacity: 60 students',
    'Capacity: 40 students',
    'Capacity: 100 students',
    'Lecture halls',
    'Tutorial rooms',
    '25 – 30',
  ],
  '/life/students-organization': [
    'fully registered',
    'GPA of at least 3.0',
    'no pending disciplinary actions',
    'at least one semester',
    'at least 10 interested members',
    'within 24 hours',
    'two weeks',
  ],
  '/life/health-wellbeing': ['Counselling', 'Medical insurance', 'Wardens', 'Student Affairs Office'],
  '/life/activities': ['Sports', 'Community outreach', 'at least 10 interested members'],
};

async function open(page: Page, address: string) {
  const errors = collectPageErrors(page);
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  return errors;
}

for (const document of [lifeOverview, ...lifePages]) {
  test.describe(document.path, () => {
    test('shows its title, breadcrumb, key figures, tables and links without console errors', async ({
      page,
    }) => {
      const errors = await open(page, document.path);
      const main = page.locator('main');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english(document.title));

      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      const expectedTrail =
        document === lifeOverview
          ? ['Home', english(document.navTitle ?? document.title)]
          : [
              'Home',
              english(lifeOverview.navTitle ?? lifeOverview.title),
              english(document.navTitle ?? document.title),
            ];
      await expect(trail.getByRole('listitem')).toHaveText(expectedTrail);
      await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      if (document !== lifeOverview)
        await expect(
          trail.getByRole('link', { name: english(lifeOverview.navTitle ?? lifeOverview.title) }),
        ).toHaveAttribute('href', '/life');

      for (const text of [...keyTexts(document), ...(specFigures[document.path] ?? [])])
        await expect(main, `"${text}" on ${document.path}`).toContainText(text);

      for (const table of tables(document)) {
        const element = main.getByRole('table', { name: table.caption });
        await expect(element.getByRole('columnheader')).toHaveText(table.columns);
        await expect(element.locator('tbody tr')).toHaveCount(table.rows.length);
        for (const [index, row] of table.rows.entries())
          await expect(element.locator('tbody tr').nth(index).getByRole('cell')).toHaveText(row);
      }

      for (const link of links(document)) {
        const element = main.getByRole('link', { name: link.text });
        await expect(element).toHaveAttribute('href', link.url);
        if (/^https?:/.test(link.url)) await expect(element).toHaveAttribute('target', '_blank');
      }

      expect(errors).toEqual([]);
    });
  });
}

test('the housing page leads to the application forms, the library and lab pages to their external portals', async ({
  page,
}) => {
  await open(page, '/life/housing');
  await expect(page.locator('main').locator('a[href="/downloads/forms"]')).toBeVisible();
  await open(page, '/life/library');
  await expect(page.locator('main').locator('a[href^="https://elibrary."]')).toHaveAttribute(
    'rel',
    /noopener/,
  );
  await open(page, '/life/computer-laboratory');
  await expect(page.locator('main').locator('a[href^="https://helpdesk."]')).toHaveAttribute(
    'rel',
    /noopener/,
  );
});
