import type { PageDocument, PageId, PageIndexEntry } from './documents';
import { isPageId } from './places';

/** The store's id of the page index: the list of pages derived from the page documents it holds. */
export const PAGE_INDEX_ID = 'page-index';

export { isPageId };

/** The page index of a set of documents by id: every page's entry, sorted by path. */
export function pageIndexOf(documents: Readonly<Record<string, unknown>>): PageIndexEntry[] {
  return Object.entries(documents)
    .filter((entry): entry is [PageId, PageDocument] => isPageId(entry[0]))
    .map(([id, page]) => pageIndexEntry(id, page))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export function pageIndexEntry(id: PageId, page: PageDocument): PageIndexEntry {
  return {
    path: page.path,
    id,
    title: page.title,
    ...(page.navTitle ? { navTitle: page.navTitle } : {}),
  };
}

/**
 * The index with one page's entry replaced, added (a new page) or dropped (page undefined: deleted),
 * sorted by path as the build sorts it. Entries of other pages are kept as they are.
 */
export function withPage(
  index: readonly PageIndexEntry[],
  id: PageId,
  page: PageDocument | undefined,
): PageIndexEntry[] {
  const others = index.filter((entry) => entry.id !== id);
  const entries = page ? [...others, pageIndexEntry(id, page)] : others;
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}
