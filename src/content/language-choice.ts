import type { Language } from './localize';

/**
 * The one rule for a remembered language, shared by the server (src/server/language.ts), the
 * public site's scripts (src/site/language-preference.ts) and the admin: a choice of Kiswahili is
 * kept in the cookie lang=sw, English in none (every address without /sw already shows English);
 * ?lang=sw or ?lang=en in an address chooses, and an English address asked for with lang=sw goes to
 * its Kiswahili twin. Pure: no DOM, no Node.
 */
export const LANGUAGE_COOKIE = 'lang';
/** The address parameter that asks for a language: ?lang=sw, ?lang=en (the language links). */
export const LANGUAGE_PARAMETER = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The document.cookie value that remembers a language the page's scripts chose: English clears the cookie. */
export function languageCookie(language: Language): string {
  return language === 'en'
    ? `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The Set-Cookie value by which the server remembers a language asked for with ?lang=. English is
 * written as lang=en rather than cleared: the server cannot reach a Kiswahili choice the browser
 * also stored (localStorage), so the page's scripts read this, forget that, and clear the cookie.
 */
export function languageCookieFromServer(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The language a Cookie header (or document.cookie) names, if it names one. */
export function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && (value === 'sw' || value === 'en')) return value;
  }
  return undefined;
}

/** The language a Cookie header (or document.cookie) remembers, if it remembers Kiswahili. */
export function rememberedLanguage(cookieHeader: string | undefined): Language | undefined {
  return cookieLanguage(cookieHeader) === 'sw' ? 'sw' : undefined;
}

/** The language an address's query asks for, if it names one. */
export function requestedLanguage(search: string): Language | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return value === 'en' || value === 'sw' ? value : undefined;
}

/** Where a request should go instead, and the language to remember on the way. */
export interface LanguageMove {
  /** The address in the language, with the rest of the query (without ?lang=). */
  to: string;
  /** Set when the address asked for a language: remember it (English: forget the cookie). */
  remember?: Language;
}

/**
 * The rule, for an address in `language` whose twin in each language `twinIn` knows (null where
 * there is none): ?lang= goes to the twin it names and is remembered; without it, an English
 * address asked for by someone who remembers Kiswahili goes to its Kiswahili twin; else null.
 */
export function languageMove(
  language: Language,
  twinIn: (language: Language) => string | null,
  search: string,
  remembered: Language | undefined,
): LanguageMove | null {
  const requested = requestedLanguage(search);
  if (requested) {
    const params = new URLSearchParams(search);
    params.delete(LANGUAGE_PARAMETER);
    const rest = params.size ? `?${params}` : '';
    const to = twinIn(requested) ?? twinIn(language);
    return to === null ? null : { to: to + rest, remember: requested };
  }
  if (language !== 'en' || remembered !== 'sw') return null;
  const kiswahili = twinIn('sw');
  return kiswahili === null ? null : { to: kiswahili + search };
}
