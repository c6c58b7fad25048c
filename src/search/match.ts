import { passesFilters, type SearchFilters } from './filters';
import type { SearchRecord } from './records';

/** The query's terms: split at spaces, lowercased, empty ones dropped (spec section 5). */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term.length > 0);
}

/** The points of section 9 of the spec, per term. */
export const SCORES = {
  titleExact: 20,
  titleStart: 15,
  titleContains: 10,
  excerptEarly: 8,
  excerptLate: 5,
  contentEarly: 4,
  contentLate: 2,
  keywordExact: 12,
  keywordPartial: 8,
  tagExact: 10,
  tagPartial: 6,
} as const;

/** Before these positions a term found in the excerpt or the content counts more. */
const EXCERPT_EARLY_BEFORE = 50;
const CONTENT_EARLY_BEFORE = 100;

function listScore(values: readonly string[], term: string, exact: number, partial: number): number {
  let score = 0;
  for (const value of values) {
    const lower = value.toLowerCase();
    if (lower === term) score += exact;
    else if (lower.includes(term)) score += partial;
  }
  return score;
}

function termScore(record: SearchRecord, term: string): number {
  let score = 0;
  const title = record.title.toLowerCase();
  if (title === term) score += SCORES.titleExact;
  else if (title.startsWith(term)) score += SCORES.titleStart;
  else if (title.includes(term)) score += SCORES.titleContains;
  const inExcerpt = record.excerpt.toLowerCase().indexOf(term);
  if (inExcerpt >= 0) score += inExcerpt < EXCERPT_EARLY_BEFORE ? SCORES.excerptEarly : SCORES.excerptLate;
  const inContent = record.content.toLowerCase().indexOf(term);
  if (inContent >= 0) score += inContent < CONTENT_EARLY_BEFORE ? SCORES.contentEarly : SCORES.contentLate;
  score += listScore(record.keywords, term, SCORES.keywordExact, SCORES.keywordPartial);
  score += listScore(record.tags, term, SCORES.tagExact, SCORES.tagPartial);
  return score;
}

/** A record's score for these terms, or null when no term appears in it. */
export function scoreRecord(record: SearchRecord, terms: readonly string[]): number | null {
  let score = 0;
  let matched = false;
  for (const term of terms) {
    const points = termScore(record, term);
    if (points > 0) matched = true;
    score += points;
  }
  return matched ? score + (record.popularity ?? 0) / 2 : null;
}

export interface ScoredRecord {
  record: SearchRecord;
  score: number;
}

/**
 * The spec's search: records in which any term appears (case-insensitive) in the title, excerpt,
 * content, a keyword or a tag, that pass the filters, best score first. A blank query finds nothing.
 */
export function searchRecords(
  records: readonly SearchRecord[],
  query: string,
  filters: SearchFilters,
  now: Date,
): ScoredRecord[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const found: ScoredRecord[] = [];
  for (const record of records) {
    if (!passesFilters(record, filters, now)) continue;
    const score = scoreRecord(record, terms);
    if (score !== null) found.push({ record, score });
  }
  // Array.prototype.sort is stable, so equal scores keep the index's order.
  return found.sort((a, b) => b.score - a.score);
}
