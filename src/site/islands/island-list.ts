/**
 * Every island of the public site, the list the islands script looks names up in. An island is
 * defined beside the part of the page it belongs to (defineIsland) and listed here once.
 */
import type { ListedIsland } from '../../ui/islands/define-island';
import { showPopupIsland } from '../../blocks/admissions-popup/show-popup-island';
import { faqKeysIsland } from '../../blocks/faq/faq-keys-island';
import { galleryIsland } from '../../blocks/gallery/gallery-island';
import { mapFrameIsland } from '../../blocks/map/map-frame-island';
import { searchResultsIsland } from '../../blocks/search-results/search-results-island';
import { sliderIsland } from '../../blocks/slider/slider-island';
import { floatingApplyIsland } from '../frame/floating-apply-island';
import { languageSelectorIsland } from '../frame/language-selector-island';
import { siteMenuIsland } from '../frame/site-menu-island';
import { searchDialogIsland } from '../frame/search/search-dialog-island';
import { toTopIsland } from '../frame/to-top-island';
import { visitorCountsIsland } from '../stats/visitor-counts-island';

export const ISLANDS: readonly ListedIsland[] = [
  searchDialogIsland,
  siteMenuIsland,
  languageSelectorIsland,
  floatingApplyIsland,
  toTopIsland,
  visitorCountsIsland,
  faqKeysIsland,
  showPopupIsland,
  galleryIsland,
  sliderIsland,
  searchResultsIsland,
  mapFrameIsland,
];

/**
 * Loads every component island's code: prerendering renders them all synchronously (a behaviour
 * island's markup is its shell's own, and its behaviour runs only in the browser).
 */
export function preloadIslands(): Promise<unknown> {
  return Promise.all(ISLANDS.filter((island) => island.kind === 'component').map((island) => island.load()));
}
