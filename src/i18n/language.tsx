/**
 * The language of what is shown, without the interface dictionaries: the admin reads it on its
 * sign-in page, which needs none of the public site's strings.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '../content/localize';
import { splitSitePath, type SitePath } from '../content/site-path';

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
