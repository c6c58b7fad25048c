import type { Language } from '../content/localize';

const segmenters = new Map<Language, Intl.Segmenter>();

function segmenter(language: Language): Intl.Segmenter {
  let made = segmenters.get(language);
  if (!made) {
    made = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, made);
  }
  return made;
}

/**
 * The words of a text, lowercased, by the Unicode word rules: an apostrophe or a comma between letters or
 * digits stays inside the word, so "ng'ombe" and "1,400,000" are one word each, where splitting at
 * punctuation would make them "ng", "ombe" and "1", "400", "000".
 */
export function words(text: string, language: Language): string[] {
  const found: string[] = [];
  for (const segment of segmenter(language).segment(text.toLowerCase()))
    if (segment.isWordLike) found.push(segment.segment);
  return found;
}
