/**
 * The block registry: the one place that lists block types and how each renders. A block type is
 * one schema fragment (schema/blocks/<type>.schema.json), one component file and one line here; the
 * type check fails until every fragment has its line. Blocks used on few pages load lazily, as
 * their own chunks, so first views do not pay for them.
 */
import { createElement, lazy } from 'react';
import type { BlockType } from '../content/types.generated';
import type { BlockProps, BlockRenderer } from './types';
import CardBlock from './card/CardBlock';
import ColumnsBlock from './columns/ColumnsBlock';
import ImageBlock from './image/ImageBlock';
import LinkBlock from './link/LinkBlock';
import ListBlock from './list/ListBlock';
import ParagraphBlock from './paragraph/ParagraphBlock';
import SubtitleBlock from './subtitle/SubtitleBlock';
import TableBlock from './table/TableBlock';
import TitleBlock from './title/TitleBlock';

type LazyBlock<T extends BlockType> = BlockRenderer<T> & { preload: () => Promise<unknown> };

/**
 * A block whose code loads on first use; preload() fetches it ahead, before hydrating a page that has it.
 * Once preloaded it renders synchronously: React.lazy alone would still suspend on its first render,
 * and a suspended boundary during hydration waits on the scheduler before the page becomes interactive.
 */
function lazyBlock<T extends BlockType>(load: () => Promise<{ default: BlockRenderer<T> }>): LazyBlock<T> {
  const LazyRenderer = lazy(load);
  let Loaded: BlockRenderer<T> | undefined;
  function Block(props: BlockProps<T>) {
    return Loaded ? createElement(Loaded, props) : createElement(LazyRenderer, props);
  }
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
    });
  return Object.assign(Block, { preload });
}

export const blockRegistry: { readonly [T in BlockType]: BlockRenderer<T> | LazyBlock<T> } = {
  title: TitleBlock,
  subtitle: SubtitleBlock,
  paragraph: ParagraphBlock,
  image: ImageBlock,
  card: CardBlock,
  link: LinkBlock,
  list: ListBlock,
  columns: ColumnsBlock,
  table: TableBlock,
  cards: lazyBlock(() => import('./cards/CardsBlock')),
  callout: lazyBlock(() => import('./callout/CalloutBlock')),
  stats: lazyBlock(() => import('./stats/StatsBlock')),
  'image-text': lazyBlock(() => import('./image-text/ImageTextBlock')),
  gallery: lazyBlock(() => import('./gallery/GalleryBlock')),
  slider: lazyBlock(() => import('./slider/SliderBlock')),
  'admissions-popup': lazyBlock(() => import('./admissions-popup/AdmissionsPopupBlock')),
  photos: lazyBlock(() => import('./photos/PhotosBlock')),
  faq: lazyBlock(() => import('./faq/FaqBlock')),
  map: lazyBlock(() => import('./map/MapBlock')),
  'contact-details': lazyBlock(() => import('./contact-details/ContactDetailsBlock')),
  'fee-structure': lazyBlock(() => import('./fee-structure/FeeStructureBlock')),
  'fee-overview': lazyBlock(() => import('./fee-overview/FeeOverviewBlock')),
  'fee-comparison': lazyBlock(() => import('./fee-comparison/FeeComparisonBlock')),
  downloads: lazyBlock(() => import('./downloads/DownloadsBlock')),
  forms: lazyBlock(() => import('./forms/FormsBlock')),
  handbook: lazyBlock(() => import('./handbook/HandbookBlock')),
  'academic-calendar': lazyBlock(() => import('./academic-calendar/AcademicCalendarBlock')),
};

export function isKnownBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(blockRegistry, type);
}

/** Loads the code of every lazy block among these types. */
export function preloadBlocks(types: Iterable<string>): Promise<unknown> {
  const loads = [...new Set(types)].filter(isKnownBlockType).flatMap((type) => {
    const renderer: object = blockRegistry[type];
    return 'preload' in renderer ? [(renderer as { preload: () => Promise<unknown> }).preload()] : [];
  });
  return Promise.all(loads);
}
