// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import GalleryBlock from '../../src/blocks/gallery/GalleryBlock';
import { galleryIsland } from '../../src/blocks/gallery/gallery-island';
import { isValidPage, pageCount, pageSlice, wrapIndex } from '../../src/blocks/gallery/paging';
import type { ContentStore } from '../../src/content/store';
import type { PhotoGallery } from '../../src/content/types.generated';
import en from '../../src/i18n/en.json';
import { BlockHarness, installMatchMedia, loadedContentStore } from './support/render-blocks';

let store: ContentStore;

beforeAll(async () => {
  installMatchMedia();
  store = await loadedContentStore();
  // The app's entry loads the islands before it renders; so does this test.
  await galleryIsland.load();
});
afterEach(cleanup);

it('says so when a category has no pictures', () => {
  const gallery = store.peek('gallery') as PhotoGallery;
  const empty = { id: 'sports', label: { en: 'Sports', sw: 'Michezo' } };
  store.replace('gallery', { ...gallery, categories: [...gallery.categories, empty] });
  render(
    <BlockHarness store={store}>
      <GalleryBlock id="gallery" content={{}} />
    </BlockHarness>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sports' }));
  expect(screen.getByRole('status').textContent).toBe(en['gallery.empty']);
  expect(screen.queryByRole('navigation', { name: en['gallery.pages'] })).toBeNull();
  store.replace('gallery', gallery);
});

it('pages and wraps as the gallery needs', () => {
  expect(pageCount(32, 9)).toBe(4);
  expect(pageCount(0, 9)).toBe(1);
  expect(pageSlice([...Array(32).keys()], 4, 9)).toEqual([27, 28, 29, 30, 31]);
  expect(isValidPage(5, 32, 9)).toBe(false);
  expect(isValidPage(0, 32, 9)).toBe(false);
  expect(wrapIndex(-1, 32)).toBe(31);
  expect(wrapIndex(32, 32)).toBe(0);
});
