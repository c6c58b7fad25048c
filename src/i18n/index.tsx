import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { fillTemplate, localize, localizeShown, type Language } from '../content/localize';
import { splitSitePath, type SitePath } from '../content/site-path';
import type { LocalizedText } from '../content/types.generated';
import en from './en.json';
import sw from './sw.json';

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

const LanguageContext = createContext<Language>('en');

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

/** The language of the address being shown (/sw/... is Kiswahili), for everything below the router. */
export function LanguageOfAddress({ children }: { children: ReactNode }) {
  const { language } = useSitePath();
  return <LanguageProvider language={language}>{children}</LanguageProvider>;
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The current address as a language and the page's own path (see content/site-path). */
export function useSitePath(): SitePath {
  return splitSitePath(useLocation().pathname);
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
