/**
 * The words of the session API's refusals, one dictionary per language (text/en.json, text/sw.json),
 * each refusal named by a stable code. A JSON refusal is `{ success: false, code, error }`, `error`
 * being the message in the language of the admin page that asked: Kiswahili when the request's own
 * address or its Referer is a /sw/admin address (the admin's pages send their address as Referer:
 * the site's policy is strict-origin-when-cross-origin), English otherwise.
 *
 * The sign-in page and the admin's screens show the same words from here (invalid-credentials and
 * locked), so each text is written once.
 */
import type { FastifyRequest } from 'fastify';
import { fillTemplate, type Language } from '../../content/localize';
import { isAdminAddress, splitSitePath } from '../../content/site-path';
import en from './text/en.json';
import sw from './text/sw.json';

export type SessionRefusalCode = keyof typeof en;

const DICTIONARIES: Record<Language, Record<SessionRefusalCode, string>> = { en, sw };

/** A refusal's message in a language as written, with its {placeholders}. */
export function sessionTemplate(language: Language, code: SessionRefusalCode): string {
  return DICTIONARIES[language][code];
}

/** A refusal's message in a language, its {placeholders} filled. */
export function sessionText(
  language: Language,
  code: SessionRefusalCode,
  values: Record<string, string | number> = {},
): string {
  return fillTemplate(sessionTemplate(language, code), values);
}

/** The language of an admin address (absolute or a path), or undefined for any other address. */
function adminLanguageOf(address: string | undefined): Language | undefined {
  if (!address) return undefined;
  let pathname: string;
  try {
    pathname = new URL(address, 'http://site.invalid').pathname;
  } catch {
    return undefined;
  }
  return isAdminAddress(pathname) ? splitSitePath(pathname).language : undefined;
}

/** The language to refuse a request in: its own admin address's, else its Referer's, else English. */
export function requestLanguage(request: Pick<FastifyRequest, 'url' | 'headers'>): Language {
  return adminLanguageOf(request.url) ?? adminLanguageOf(request.headers.referer) ?? 'en';
}
