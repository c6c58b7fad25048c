import { useCallback } from 'react';
import { fillTemplate, localize, localizeShown, type Language } from '../content/localize';
import type { LocalizedText } from '../content/types.generated';
import { useLanguage } from './language';
import en from './en.json';
import sw from './sw.json';

export { LanguageOfAddress, LanguageProvider, useLanguage, useSitePath } from './language';

export type MessageKey = keyof typeof en;

/** One dictionary per language; Kiswahili falls back to English key by key. */
const dictionaries: Record<Language, Partial<Record<MessageKey, string>>> = { en, sw };

export function translate(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return fillTemplate(dictionaries[language][key] ?? en[key], values);
}

/**
 * t(key, values) for interface strings, and l(text) for localized content as a plain string (for
 * attributes such as alt and aria-label). Where content text is an element's child, use
 * <ContentText>, which marks English shown for want of a translation.
 */
export function useTranslation() {
  const language = useLanguage();
  const t = useCallback(
    (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values),
    [language],
  );
  const l = useCallback((text: LocalizedText | undefined) => localize(text, language), [language]);
  return { t, l, language };
}

/**
 * Content text in the page's language. Where it has no translation yet, the English shows inside
 * <span lang="en">, so screen readers pronounce it as English and the gap is visible in the markup.
 */
export function ContentText({ text }: { text: LocalizedText | undefined }) {
  const language = useLanguage();
  const shown = localizeShown(text, language);
  return shown.language === language ? shown.text : <span lang={shown.language}>{shown.text}</span>;
}
