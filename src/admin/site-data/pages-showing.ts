/** On which pages a shared document shows, read from the block definitions. Pure: the pages are handed in. */
import { blockRegistry } from '../../blocks/registry';
import type { PageIndexEntry } from '../../content/documents';

/** The block types that show the document. */
function typesShowing(documentId: string): Set<string> {
  return new Set(
    Object.values(blockRegistry)
      .filter((definition) => (definition.documents as readonly string[]).includes(documentId))
      .map((definition) => definition.type),
  );
}

/**
 * The pages with a component that shows the document, in the index's order (by path). `componentTypes`
 * reads a page's component types, or nothing where the page is not loaded.
 */
export function pagesShowing(
  documentId: string,
  pages: readonly PageIndexEntry[],
  componentTypes: (page: PageIndexEntry) => readonly string[] | undefined,
): PageIndexEntry[] {
  const types = typesShowing(documentId);
  return pages.filter((page) => componentTypes(page)?.some((type) => types.has(type)));
}
