/**
 * The results of the /search page for one address, worked out where the page is rendered: by the
 * server for a first view (so they show at first paint and without scripts) or by the browser. The
 * server's outcome travels in the props of the page's search island, so the browser adopts the same
 * results without searching again.
 */
import type { Language } from '../content/localize';
import { filtersFromParams, searchQueryString, type SearchFilters } from './filters';
import { excerptFor } from './highlight';
import type { LoadedSearchIndex } from './load';
import type { SearchRecord } from './records';
import { runSearch, type SearchOutcome } from './run';

/** The longest query the server searches for; the search box takes no more. */
export const MAX_QUERY_LENGTH = 200;

/** The results shown for one query and its filters, in one language. */
export interface PrefilledSearch {
  language: Language;
  /** The query as the address gives it (the box shows it so); it is searched trimmed. */
  query: string;
  filters: SearchFilters;
  outcome: SearchOutcome;
}

/** What identifies the results of a query: its language, its trimmed text and its filters. */
export function searchKey(language: Language, query: string, filters: SearchFilters): string {
  return `${language}${searchQueryString(query.trim(), filters)}`;
}

/**
 * A record as a result card shows it: the excerpt is the one shown (excerptFor gives it back
 * unchanged), and the text, keywords and tags that only matching reads are left out, so the page
 * carries a few hundred bytes per result rather than every page's whole text.
 */
function shownRecord(record: SearchRecord, terms: readonly string[]): SearchRecord {
  return {
    ...record,
    excerpt: excerptFor(record.excerpt, record.content, terms),
    content: '',
    keywords: [],
    tags: [],
  };
}

/** The outcome with only what the results show (close matches are shown with no marked terms). */
export function shownOutcome(outcome: SearchOutcome): SearchOutcome {
  return {
    terms: outcome.terms,
    results: outcome.results.map((record) => shownRecord(record, outcome.terms)),
    closeMatches: outcome.closeMatches && {
      suggestion: outcome.closeMatches.suggestion,
      records: outcome.closeMatches.records.map((record) => shownRecord(record, [])),
    },
  };
}

/**
 * The results for a /search address's query string (?q=…&category=…&type=…&date=…), or null when
 * its q is missing, blank or longer than MAX_QUERY_LENGTH: the page then renders as it was prerendered.
 */
export function searchForAddress(
  index: LoadedSearchIndex,
  search: string,
  now: Date,
): PrefilledSearch | null {
  const params = new URLSearchParams(search);
  const query = params.get('q') ?? '';
  if (query.trim() === '' || query.length > MAX_QUERY_LENGTH) return null;
  const filters = filtersFromParams(params);
  return {
    language: index.language,
    query,
    filters,
    outcome: shownOutcome(runSearch(index, query, filters, now)),
  };
}
