import type { Language } from '../../../content/localize';
import { loadSearchIndex } from '../../../search/load';
import { NO_FILTERS } from '../../../search/filters';
import { searchRecords } from '../../../search/match';
import type { SearchRecord } from '../../../search/records';

/** The first matches of a query, as the search dialog lists them while the visitor types. */
export type FindMatches = (query: string) => SearchRecord[];

/**
 * The language's index, fetched once the search dialog first opens, with the spec's scoring over
 * it; its own chunk, so pages whose visitors never search do not load it.
 */
export async function loadLiveSearch(language: Language, limit: number): Promise<FindMatches> {
  const index = await loadSearchIndex(language);
  return (query) =>
    searchRecords(index.records, query, NO_FILTERS, new Date())
      .slice(0, limit)
      .map(({ record }) => record);
}
