import MiniSearch from 'minisearch';
import type { Language } from '../content/localize';
import { passesFilters, type SearchFilters } from './filters';
import type { SearchRecord } from './records';
import { words } from './tokenize';

/** Up to this share of a word's letters may differ (typos), and a word may be the start of a longer one. */
const FUZZY = 0.25;

export interface CloseMatches {
  /** The query as the index's own words would spell it, when that differs from what was typed. */
  suggestion: string | null;
  records: SearchRecord[];
}

/**
 * A fuzzy and prefix index of the records, for when the spec's exact rule finds nothing: "fess" or
 * "pharmacie" still lead somewhere. Built once per language index, on first need.
 */
export class CloseMatchIndex {
  private readonly index: MiniSearch<SearchRecord>;
  private readonly byId: Map<string, SearchRecord>;

  constructor(records: readonly SearchRecord[], language: Language) {
    const tokenize = (text: string) => words(text, language);
    this.index = new MiniSearch<SearchRecord>({
      fields: ['title', 'excerpt', 'content', 'keywords', 'tags'],
      extractField: (record, field) => {
        const value = record[field as keyof SearchRecord];
        return Array.isArray(value) ? value.join(' ') : String(value ?? '');
      },
      tokenize,
      searchOptions: { tokenize, fuzzy: FUZZY, prefix: true, boost: { title: 3, keywords: 2, tags: 2 } },
    });
    this.index.addAll(records);
    this.byId = new Map(records.map((record) => [record.id, record]));
  }

  find(query: string, filters: SearchFilters, now: Date, limit = 10): CloseMatches {
    const records = this.index
      .search(query)
      .map((result) => this.byId.get(result.id as string)!)
      .filter((record) => passesFilters(record, filters, now))
      .slice(0, limit);
    const best = this.index.autoSuggest(query)[0]?.suggestion ?? null;
    const suggestion = best && best !== query.trim().toLowerCase() ? best : null;
    return { suggestion: records.length > 0 ? suggestion : null, records };
  }
}
