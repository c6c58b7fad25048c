import type { Language } from '../content/localize';
import type { SearchListing } from '../content/types.generated';

export type SearchCategory = SearchListing['category'];
export type SearchType = SearchListing['type'];

/** The options of the category and type filters, in the spec's order (section 9). */
export const SEARCH_CATEGORIES: readonly SearchCategory[] = ['Academics', 'Admissions', 'Campus', 'Fees'];
export const SEARCH_TYPES: readonly SearchType[] = [
  'Programs',
  'Information',
  'Facilities',
  'Services',
  'Finance',
  'News',
  'Research',
];

/** One page as the search sees it (spec section 3), in one language. */
export interface SearchRecord {
  id: string;
  title: string;
  url: string;
  type: SearchType;
  category: SearchCategory;
  /** YYYY-MM-DD: when the page was last reviewed. */
  date: string;
  excerpt: string;
  content: string;
  keywords: string[];
  tags: string[];
  popularity?: number;
}

/** A language's search index, as the build writes it to /search-index/<language>.json. */
export interface SearchIndexFile {
  language: Language;
  records: SearchRecord[];
}

/** Where the browser fetches a language's index. */
export function searchIndexAddress(language: Language): string {
  return `/search-index/${language}.json`;
}
