import type { Language } from '../../content/localize';
import type { SearchFilters } from '../../search/filters';
import { loadSearchIndex } from '../../search/load';
import { runSearch, type SearchOutcome } from '../../search/run';

/** The results of a query and filters at a moment, over one language's index. */
export type Search = (query: string, filters: SearchFilters, now: Date) => SearchOutcome;

/**
 * The language's index and the search over it (with minisearch for close matches): a chunk of its
 * own, which the results page loads only when the visitor asks for a search it has no results for.
 */
export async function loadSearch(language: Language): Promise<Search> {
  const index = await loadSearchIndex(language);
  return (query, filters, now) => runSearch(index, query, filters, now);
}
