/**
 * The block registry: every block type's definition, typed over the generated block union so a schema
 * fragment without its line here fails the type check. A block type is one schema fragment
 * (schema/blocks/<type>.schema.json), one folder with its definition (src/blocks/<type>/index.ts) and
 * its component, and one line here.
 */
import type { BlockType } from '../content/types.generated';
import type { BlockDefinition } from './definition';
import academicCalendar from './academic-calendar';
import actions from './actions';
import admissionsPopup from './admissions-popup';
import callout from './callout';
import card from './card';
import cards from './cards';
import columns from './columns';
import contactDetails from './contact-details';
import downloads from './downloads';
import faq from './faq';
import feeComparison from './fee-comparison';
import feeOverview from './fee-overview';
import feeStructure from './fee-structure';
import forms from './forms';
import gallery from './gallery';
import handbook from './handbook';
import image from './image';
import imageText from './image-text';
import link from './link';
import list from './list';
import map from './map';
import paragraph from './paragraph';
import photos from './photos';
import searchResults from './search-results';
import slider from './slider';
import stats from './stats';
import subtitle from './subtitle';
import table from './table';
import title from './title';

export const blockRegistry: { readonly [T in BlockType]: BlockDefinition<T> } = {
  title,
  subtitle,
  paragraph,
  image,
  card,
  link,
  actions,
  list,
  columns,
  table,
  cards,
  callout,
  stats,
  'image-text': imageText,
  gallery,
  slider,
  'admissions-popup': admissionsPopup,
  photos,
  faq,
  map,
  'contact-details': contactDetails,
  'fee-structure': feeStructure,
  'fee-overview': feeOverview,
  'fee-comparison': feeComparison,
  downloads,
  forms,
  handbook,
  'academic-calendar': academicCalendar,
  'search-results': searchResults,
};

export function isKnownBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(blockRegistry, type);
}

/** The definition of a known block type. */
export function blockDefinition<T extends BlockType>(type: T): BlockDefinition<T> {
  return blockRegistry[type] as BlockDefinition<T>;
}

/** Loads the code of every lazy block among these types. */
export function preloadBlocks(types: Iterable<string>): Promise<unknown> {
  const loads = [...new Set(types)]
    .filter(isKnownBlockType)
    .flatMap((type) => blockRegistry[type].component.preload?.() ?? []);
  return Promise.all(loads);
}
