import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { fillTemplate, localize, type Language } from '../content/localize';
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

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** t(key, values) for interface strings, and l(text) for localized content. */
export function useTranslation() {
  const language = useLanguage();
  const t = useCallback(
    (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values),
    [language],
  );
  const l = useCallback((text: LocalizedText | undefined) => localize(text, language), [language]);
  return { t, l, language };
}
