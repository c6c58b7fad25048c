/**
 * Every island of the public site, the list the islands script looks names up in. An island is
 * defined beside the part of the page it belongs to (defineIsland) and listed here once.
 */
import type { ListedIsland } from '../../ui/islands/define-island';
import { showPopupIsland } from '../../blocks/admissions-popup/show-popup-island';
import { faqKeysIsland } from '../../blocks/faq/faq-keys-island';
import { pageServicesIsland } from './page-services/island';

export const ISLANDS: readonly ListedIsland[] = [pageServicesIsland, faqKeysIsland, showPopupIsland];

/** Loads every island's code: prerendering renders them all synchronously. */
export function preloadIslands(): Promise<unknown> {
  return Promise.all(ISLANDS.map((island) => island.load()));
}
