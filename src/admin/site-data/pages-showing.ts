/** On which pages a shared document shows, read from the block definitions. Pure: the pages are handed in. */
import { blockRegistry } from '../../blocks/registry';
import type { PageIndexEntry } from '../../content/documents';

/**
 * The pages with a component that shows the document, in the index's order (by path). `componentTypes`
 * reads a page's component types, or nothing where the page is not loaded.
 */
export function pagesShowing(
  documentId: string,
  pages: readonly PageIndexEntry[],
  componentTypes: (page: PageIndexEntry) => readonly string[] | undefined,
): PageIndexEntry[] {
  const types = new Set<string>(
    Object.values(blockRegistry)
      .filter((definition) => (definition.documents as readonly string[]).includes(documentId))
      .map((definition) => definition.type),
  );
  return pages.filter((page) => componentTypes(page)?.some((type) => types.has(type)));
}
