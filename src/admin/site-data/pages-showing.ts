import { blockRegistry } from '../../blocks/registry';
import type { PageIndexEntry } from '../../content/documents';

/**
 * The pages with a component whose block shows the document, in the index's order. `componentTypes`
 * gives nothing where the page is not loaded.
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
