import { cookieLanguage, languageCookie } from '../content/language-choice';
import type { Language } from '../content/localize';

export { LANGUAGE_PARAMETER, requestedLanguage } from '../content/language-choice';

/**
 * A visitor's chosen language, kept where the server and a later visit can find it (spec §4): 'sw'
 * in localStorage and the cookie lang=sw (the one rule: src/content/language-choice), which the
 * server answers with the Kiswahili page; choosing English removes both, English being what every
 * address without /sw already shows.
 */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Remembers `language`; the promise settles once the cookie is written where requests read it.
 * Chromium writes document.cookie asynchronously, so a page load started at once could still carry
 * the old choice (and the server send English back to Kiswahili); a read through the cookie store
 * is answered after the write. Without a cookie store it settles at once.
 */
export function rememberLanguage(language: Language): Promise<void> {
  try {
    if (language === 'en') localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    else localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be refused (private modes, full quota); the cookie still carries the choice.
  }
  document.cookie = languageCookie(language);
  const { cookieStore } = window as { cookieStore?: { get(name: string): Promise<unknown> } };
  return Promise.resolve(cookieStore?.get(LANGUAGE_STORAGE_KEY)).then(
    () => undefined,
    () => undefined,
  );
}

export function storedLanguage(): Language | undefined {
  // English chosen at the server (?lang=en, lang=en) outranks a Kiswahili stored here before it.
  if (cookieLanguage(document.cookie) === 'en') {
    void rememberLanguage('en');
    return undefined;
  }
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'sw' ? 'sw' : undefined;
  } catch {
    return undefined;
  }
}
