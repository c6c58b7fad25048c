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
  private readonly tokenize: (text: string) => string[];

  constructor(records: readonly SearchRecord[], language: Language) {
    const tokenize = (text: string) => words(text, language);
    this.tokenize = tokenize;
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
    return { suggestion: records.length > 0 ? this.suggestion(query) : null, records };
  }

  /**
   * One word of the index for each word typed: a suggestion for the whole query would name every
   * word one page matched ("fees less" for "fess").
   */
  private suggestion(query: string): string | null {
    const typed = this.tokenize(query);
    const spelt = typed.map((word) => {
      const suggestions = this.index.autoSuggest(word);
      const alone = suggestions.find((suggestion) => suggestion.terms.length === 1);
      return alone?.suggestion ?? suggestions[0]?.terms[0] ?? word;
    });
    return spelt.join(' ') === typed.join(' ') ? null : spelt.join(' ');
  }
}
