import type { CloseMatches } from './close-matches';
import type { SearchFilters } from './filters';
import type { LoadedSearchIndex } from './load';
import { queryTerms, searchRecords } from './match';
import type { SearchRecord } from './records';

export interface SearchOutcome {
  terms: string[];
  results: SearchRecord[];
  /** Offered only when the spec's rule finds nothing. */
  closeMatches: CloseMatches | null;
}

/** The spec's search over an index, falling back to close matches when it finds nothing. */
export function runSearch(
  index: LoadedSearchIndex,
  query: string,
  filters: SearchFilters,
  now: Date,
): SearchOutcome {
  const results = searchRecords(index.records, query, filters, now).map(({ record }) => record);
  const closeMatches = results.length === 0 ? index.closeMatches().find(query, filters, now) : null;
  return { terms: queryTerms(query), results, closeMatches };
}
