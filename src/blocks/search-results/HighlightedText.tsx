import { highlightParts } from '../../search/highlight';

/** Text with every occurrence of the search terms marked. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlightParts(text, terms).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
