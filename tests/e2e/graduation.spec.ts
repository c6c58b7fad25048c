import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { PageDocument } from '../../src/content/types.generated';
import { waitForHydration } from './support/hydration';

const graduation = JSON.parse(fs.readFileSync('content/pages/graduation.json', 'utf8')) as PageDocument;
const en = (text: string | { en: string }) => (typeof text === 'string' ? text : text.en);
const blocksOf = <T extends PageDocument['components'][number]['type']>(type: T) =>
  graduation.components.filter((component) => component.type === type) as Extract<
    PageDocument['components'][number],
    { type: T }
  >[];

test('the graduation page shows its captioned photos, ceremony, regalia and awards', async ({ page }) => {
  await page.goto('/graduation');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const photos = blocksOf('photos').flatMap((block) => block.content.photos);
  expect(photos).toHaveLength(6);
  for (const photo of photos) {
    const figure = main.locator('figure', { has: page.getByRole('img', { name: en(photo.alt) }) });
    await expect(figure).toContainText(en(photo.caption));
  }
  for (const title of blocksOf('title')) {
    await expect(main.getByRole('heading', { level: 2, name: en(title.content.text) })).toBeVisible();
  }
  for (const item of blocksOf('list').flatMap((block) => block.content.items)) {
    await expect(main).toContainText(en(item));
  }
  for (const card of blocksOf('cards').flatMap((block) => block.content.cards)) {
    await expect(main.getByRole('heading', { name: en(card.title) })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Graduation');
});
