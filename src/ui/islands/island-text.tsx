import { localizeShown, type Language } from '../../content/localize';
import type { LocalizedText } from '../../content/types.generated';

/**
 * Content text as an island receives it: already in the page's language, with `lang` set only where
 * the English shows for want of a translation (as <ContentText> marks it).
 */
export interface IslandText {
  text: string;
  lang?: Language;
}

/** The shell's side: content text in the page's language, for an island's props. */
export function islandTextOf(text: LocalizedText | undefined, language: Language): IslandText {
  const shown = localizeShown(text, language);
  return shown.language === language ? { text: shown.text } : { text: shown.text, lang: shown.language };
}

/** The island's side: the text, inside <span lang> where it is not in the page's language. */
export function ShownText({ text }: { text: IslandText }) {
  return text.lang ? <span lang={text.lang}>{text.text}</span> : text.text;
}

/**
 * ShownText read back from the element it was rendered into (for PropsInMarkup): the element's own
 * text, or its <span lang>; other elements in it (an icon, a new-tab note) are not the text.
 */
export function shownTextIn(element: Element): IslandText {
  const marked = element.querySelector(':scope > span[lang]');
  if (marked) return { text: marked.textContent ?? '', lang: marked.getAttribute('lang') as Language };
  const text = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
  return { text: text.map((node) => node.textContent).join('') };
}
