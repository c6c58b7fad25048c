import type { Language } from '../../content/localize';
import type { SearchFilters } from '../../search/filters';
import type { SearchOutcome } from '../../search/run';
import { defineIsland } from '../../ui/islands/define-island';
import { HYDRATION_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../../ui/islands/island-attributes';

/** Results come this long after the last change of the query or a filter (spec section 9). */
export const SEARCH_DELAY_MS = 300;

/** A filter's options, [value, label], "all" (or "any") first. */
export type FilterOptions = readonly (readonly [string, string])[];

export interface SearchResultsIslandProps {
  language: Language;
  /** The results page in the page's language (/search, /sw/search): the form's action. */
  searchPath: string;
  /** Prefix of the filters' ids (the block's id). */
  idBase: string;
  /** The query and filters of the address the page was rendered for ('' and no filters when prerendered). */
  query: string;
  filters: SearchFilters;
  /** The results the server found for them, shown from the first paint; null when it searched nothing. */
  rendered: SearchOutcome | null;
  options: { category: FilterOptions; type: FilterOptions; date: FilterOptions };
  text: {
    boxLabel: string;
    placeholder: string;
    submit: string;
    filters: string;
    category: string;
    type: string;
    date: string;
    searching: string;
    unavailable: string;
    retry: string;
    enterTerm: string;
    /** "{n} results found" */
    resultsFound: string;
    /** "{n} result found", for one result */
    resultFound: string;
    noResults: string;
    noResultsHint: string;
    didYouMean: string;
    closeMatches: string;
    resultDetails: string;
  };
}

const NAME = 'search-results';

/**
 * Run by the islands script before it looks at the page, with no React: a page opened with a query
 * it was not rendered for (the prerendered /search, which a static host sends for any address; its
 * box is empty) has its island due at once, to search in the browser. A page with the server's
 * results, or with no query, waits for the visitor's first sign of life.
 */
function dueAtOnceWithoutResults(): void {
  const query = new URLSearchParams(window.location.search).get('q') ?? '';
  if (query.trim() === '') return;
  for (const host of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${NAME}"]`)) {
    const box = host.querySelector<HTMLInputElement>('input[name="q"]');
    if (box && box.defaultValue.trim() === '') host.setAttribute(HYDRATION_ATTRIBUTE, 'load');
  }
}

export const searchResultsIsland = defineIsland<SearchResultsIslandProps>(
  NAME,
  () => import('./SearchResults.island'),
  dueAtOnceWithoutResults,
);
