import type { Language } from '../content/localize';

/**
 * A visitor's chosen language, kept where the server and a later visit can find it (spec §4): 'sw'
 * in localStorage and the cookie lang=sw, which the server answers with the Kiswahili page; choosing
 * English removes both, English being what every address without /sw already shows.
 */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const LANGUAGE_COOKIE = 'lang';
/** The address parameter that asks for a language: ?lang=sw, ?lang=en (the selector's links). */
export const LANGUAGE_PARAMETER = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(language: Language): void {
  try {
    if (language === 'en') localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    else localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be refused (private modes, full quota); the cookie still carries the choice.
  }
  document.cookie =
    language === 'en'
      ? `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function storedLanguage(): Language | undefined {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'sw' ? 'sw' : undefined;
  } catch {
    return undefined;
  }
}

/** The language an address parameter asks for, if it names one. */
export function requestedLanguage(search: string): Language | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return value === 'en' || value === 'sw' ? value : undefined;
}
