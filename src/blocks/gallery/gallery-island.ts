import type { IslandText } from '../../ui/islands/island-text';
import { defineIsland } from '../../ui/islands/define-island';

/** A picture as ResponsiveImage draws it, worked out by the shell (the island has no list of sizes). */
export interface GalleryPicture {
  /** The original file: also where a thumbnail leads before the island is in, or with no script. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Whether it has AVIF and WebP copies (their addresses follow from src and width: pictureSources). */
  variants: boolean;
}

export interface GalleryIslandItem {
  id: number;
  category: string;
  title: IslandText;
  categoryLabel: string;
  /** The thumbnail's accessible name. */
  openLabel: string;
  picture: GalleryPicture;
}

export interface GalleryIslandProps {
  items: GalleryIslandItem[];
  /** "All" first (its id is ALL_PHOTOS), then the categories. */
  filters: { id: string; label: IslandText }[];
  pageSize: number;
  text: {
    label: string;
    filterLabel: string;
    empty: string;
    pages: string;
    previous: string;
    next: string;
    /** "Page 1", "Page 2"… for as many pages as all the photos fill. */
    pageLabels: string[];
    viewer: string;
    /** "{position} / {total}" */
    counter: string;
    close: string;
    previousPhoto: string;
    nextPhoto: string;
  };
}

/** The filter that shows every photo. */
export const ALL_PHOTOS = 'all';

/** Two columns of the page column (beside the sidebars from 768 px), three from 1100 px. */
export const THUMBNAIL_SIZES =
  '(min-width: 1100px) 260px, (min-width: 768px) calc((100vw - 330px) / 2), 50vw';

export const galleryIsland = defineIsland<GalleryIslandProps>('gallery', () => import('./Gallery.island'));
