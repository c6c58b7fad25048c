import { localize, type Language } from '../../content/localize';
import type { LocalizedText } from '../../content/types.generated';

const isLocalized = (value: object): value is Exclude<LocalizedText, string> =>
  typeof (value as { en?: unknown }).en === 'string';

/**
 * What names a list item on the line it is folded under: its first text written for visitors (a
 * question, a name, a title) in the screen's language, else its first word of any kind (an id). Kept
 * apart from the search index's reading of content, whose code would come with every form.
 */
export function itemSummary(item: unknown, language: Language): string {
  const texts: string[] = [];
  const words: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      if (node.trim()) words.push(node);
    } else if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      if (isLocalized(node)) texts.push(localize(node, language));
      else Object.values(node).forEach(visit);
    }
  };
  visit(item);
  return (texts[0] ?? words[0] ?? '').split('\n')[0]!.trim();
}
