import { describe, expect, it } from 'vitest';
import {
  cookieLanguage,
  languageCookie,
  languageCookieFromServer,
  languageMove,
  rememberedLanguage,
  requestedLanguage,
} from '../../src/content/language-choice';
import type { Language } from '../../src/content/localize';

/** An address with a twin in both languages, as every admin screen has. */
const both = (en: string, sw: string) => (language: Language) => (language === 'en' ? en : sw);
const englishOnly = (en: string) => (language: Language) => (language === 'en' ? en : null);

describe('the remembered language', () => {
  it('reads only lang=sw from a cookie header', () => {
    expect(rememberedLanguage('theme=dark; lang=sw')).toBe('sw');
    for (const header of [undefined, '', 'lang=en', 'language=sw', 'lang=swahili', 'xlang=sw'])
      expect(rememberedLanguage(header), String(header)).toBeUndefined();
  });

  it('writes Kiswahili for a year and English as no cookie at all', () => {
    expect(languageCookie('sw')).toBe('lang=sw; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en')).toBe('lang=; Path=/; Max-Age=0; SameSite=Lax');
    expect(rememberedLanguage(languageCookie('sw').split(';')[0])).toBe('sw');
  });

  it('has the server write English as lang=en, which the page reads as a choice of English', () => {
    const fromServer = languageCookieFromServer('en');
    expect(fromServer).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(cookieLanguage(`a=1; ${fromServer.split(';')[0]}`)).toBe('en');
    expect(rememberedLanguage(fromServer.split(';')[0])).toBeUndefined();
    expect(cookieLanguage(languageCookieFromServer('sw').split(';')[0])).toBe('sw');
    for (const header of [undefined, '', 'lang=', 'lang=fr', 'xlang=en'])
      expect(cookieLanguage(header), String(header)).toBeUndefined();
  });

  it('reads ?lang= only when it names a language', () => {
    expect(requestedLanguage('?lang=sw&x=1')).toBe('sw');
    expect(requestedLanguage('?lang=en')).toBe('en');
    expect(requestedLanguage('?lang=fr')).toBeUndefined();
    expect(requestedLanguage('')).toBeUndefined();
  });
});

describe('the language rule', () => {
  const login = both('/admin/login', '/sw/admin/login');

  it('sends an English address to its Kiswahili twin for someone who remembers Kiswahili', () => {
    expect(languageMove('en', login, '?next=1', 'sw')).toEqual({ to: '/sw/admin/login?next=1' });
    expect(languageMove('en', login, '', undefined)).toBeNull();
    expect(languageMove('sw', login, '', 'sw')).toBeNull();
    // No Kiswahili twin: the English address stays.
    expect(languageMove('en', englishOnly('/fees'), '', 'sw')).toBeNull();
  });

  it('follows ?lang= to the twin it names, remembering the choice and dropping the parameter', () => {
    expect(languageMove('en', login, '?lang=sw', undefined)).toEqual({
      to: '/sw/admin/login',
      remember: 'sw',
    });
    expect(languageMove('sw', login, '?x=1&lang=en', 'sw')).toEqual({
      to: '/admin/login?x=1',
      remember: 'en',
    });
    // Asked again in the language it is in: the same address, the choice still remembered.
    expect(languageMove('sw', login, '?lang=sw', undefined)).toEqual({
      to: '/sw/admin/login',
      remember: 'sw',
    });
    expect(languageMove('en', englishOnly('/fees'), '?lang=sw', undefined)).toEqual({
      to: '/fees',
      remember: 'sw',
    });
  });
});
