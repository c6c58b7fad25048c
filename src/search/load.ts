import type { Language } from '../content/localize';
import { CloseMatchIndex } from './close-matches';
import { searchIndexAddress, type SearchIndexFile, type SearchRecord } from './records';

export interface LoadedSearchIndex {
  language: Language;
  records: SearchRecord[];
  /** The fuzzy index, built on first need. */
  closeMatches(): CloseMatchIndex;
}

/** A language's records ready to search, wherever they were read from (the browser fetches them, the server reads a file). */
export function searchIndexOf(language: Language, records: SearchRecord[]): LoadedSearchIndex {
  let closeMatches: CloseMatchIndex | undefined;
  return {
    language,
    records,
    closeMatches: () => (closeMatches ??= new CloseMatchIndex(records, language)),
  };
}

const loads = new Map<Language, Promise<LoadedSearchIndex>>();

/** Where the records come from while the documents in memory are newer than the published index. */
let inMemory: ((language: Language) => SearchRecord[]) | undefined;

/**
 * From now on, searches in this tab read the records of the documents in memory (the admin's edits,
 * not yet published), made afresh for each search, so a keyword just edited finds its page.
 */
export function searchDocumentsInMemory(records: (language: Language) => SearchRecord[]): void {
  inMemory = records;
}

/** Fetches a language's index once per page view; a failed fetch is forgotten, so a later try fetches again. */
export function loadSearchIndex(language: Language): Promise<LoadedSearchIndex> {
  if (inMemory) return Promise.resolve(searchIndexOf(language, inMemory(language)));
  let load = loads.get(language);
  if (!load) {
    load = fetch(searchIndexAddress(language))
      .then((response) => {
        if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then(({ records }) => searchIndexOf(language, records));
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}
