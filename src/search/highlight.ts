/** A piece of text, and whether it is a match to mark. */
export interface TextPart {
  text: string;
  match: boolean;
}

function escapeForPattern(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text cut where any of the terms appears (case-insensitive), longest terms first. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const wanted = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${wanted.map(escapeForPattern).join('|')})`, 'gi');
  // split() with a capturing group puts the matches at the odd positions.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** Characters shown around a match found only in a page's text. */
const SNIPPET_LENGTH = 180;

/**
 * The record's excerpt when a term is in it; otherwise the stretch of its text around the first term
 * found there, so a visitor sees why the page matched.
 */
export function excerptFor(excerpt: string, content: string, terms: readonly string[]): string {
  const lowerExcerpt = excerpt.toLowerCase();
  if (terms.some((term) => lowerExcerpt.includes(term))) return excerpt;
  const lowerContent = content.toLowerCase();
  const at = Math.min(...terms.map((term) => lowerContent.indexOf(term)).filter((index) => index >= 0));
  if (!Number.isFinite(at)) return excerpt;
  // From the start of the line (a block's text) the match is in, or a little before the match.
  const lineStart = lowerContent.lastIndexOf('\n', at) + 1;
  const start = Math.max(lineStart, at - SNIPPET_LENGTH / 3);
  const piece = content
    .slice(start, start + SNIPPET_LENGTH)
    .replace(/\s+/g, ' ')
    .trim();
  return `${start > lineStart ? '… ' : ''}${piece}${start + SNIPPET_LENGTH < content.length ? ' …' : ''}`;
}
