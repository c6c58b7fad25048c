import type { PageDocument, SingletonDocuments } from '../content/documents';
import type { ContentStore } from '../content/store';
import { localize, type Language } from '../content/localize';
import { localizedPath } from '../content/site-path';
import type { SearchRecord } from '../search/records';
import type { UntrustedBlock } from './BlockList';
import { blockDefinition, isKnownBlockType } from './registry';

/** The plain text of one block in a language, from its definition; unknown types give nothing. */
export function blockSearchText(
  block: UntrustedBlock,
  language: Language,
  documents: SingletonDocuments,
): string {
  if (!isKnownBlockType(block.type)) return '';
  return blockDefinition(block.type).searchText(block.content as never, language, documents);
}

/**
 * The search records of every listed page in one language (spec section 3): the page's title, its
 * description as the excerpt, the text of every block (with the shared documents blocks show, such as
 * fee tables and the FAQ) as the content, and the page's own search metadata.
 */
export function buildSearchRecords(
  pages: readonly PageDocument[],
  documents: SingletonDocuments,
  language: Language,
): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of pages) {
    const { search } = page;
    if ('listed' in search) continue;
    const content = page.components
      .map((block) => blockSearchText(block, language, documents))
      .filter(Boolean)
      .join('\n');
    records.push({
      id: page.path,
      title: localize(page.title, language),
      url: localizedPath(page.path, language),
      type: search.type,
      category: search.category,
      date: search.date,
      excerpt: localize(page.description, language),
      content,
      keywords: search.keywords.map((keyword) => localize(keyword, language)),
      tags: search.tags.map((tag) => localize(tag, language)),
      ...(search.popularity !== undefined ? { popularity: search.popularity } : {}),
    });
  }
  return records;
}

/** The search records of the pages a store holds, in its page index's order, with its shared documents. */
export function storeSearchRecords(store: ContentStore, language: Language): SearchRecord[] {
  const pages = store.pageIndex().map((entry) => store.peek(entry.id) as PageDocument);
  const documents = new Proxy({} as SingletonDocuments, { get: (_, id: string) => store.peek(id) });
  return buildSearchRecords(pages, documents, language);
}
