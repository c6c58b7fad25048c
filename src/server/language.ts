import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  languageCookieFromServer,
  languageMove,
  rememberedLanguage,
  type LanguageMove,
} from '../content/language-choice';
import type { Language } from '../content/localize';
import { isAdminAddress, localizedPath, splitSitePath } from '../content/site-path';
import { isKiswahiliPath, pageAddress, type SitePages } from './site-pages';

/** An address and its twin in each language, or null when the address is neither a page nor an admin screen. */
interface Twins {
  language: Language;
  twinIn(language: Language): string | null;
}

/** An address whose last part has an extension: a file (/x.js), never a page or a screen. */
const FILE_ADDRESS = /\.[^/]*$/;

/** An address of the admin's screens (/admin/login, /sw/admin/dashboard/news), not of its files. */
export function isAdminScreen(pathname: string): boolean {
  return isAdminAddress(pathname) && !FILE_ADDRESS.test(pathname);
}

function twinsOf(pathname: string, pages: SitePages): Twins | null {
  const page = pages.pageOf(pathname);
  if (page !== null) {
    const kiswahili = isKiswahiliPath(page);
    const twins = {
      en: kiswahili ? pages.englishOf(page) : page,
      sw: kiswahili ? page : pages.kiswahiliOf(page),
    };
    return {
      language: kiswahili ? 'sw' : 'en',
      twinIn: (language) => {
        const twin = twins[language];
        return twin === null ? null : pageAddress(twin);
      },
    };
  }
  // The admin's screens exist in both languages: every one has its twin.
  if (isAdminScreen(pathname))
    return {
      language: splitSitePath(pathname).language,
      twinIn: (language) => localizedPath(pathname, language),
    };
  return null;
}

/**
 * Where a GET of `url`, which no page or file answers, goes instead: a missing address has its twin
 * in each language too (its not-found page in that language), so ?lang= and the remembered Kiswahili
 * apply to it as to a page. Not to a missing file (/x.js), whose answer is no page for anyone to read.
 */
export function languageMoveForMissing(url: string, cookieHeader: string | undefined): LanguageMove | null {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  if (FILE_ADDRESS.test(pathname)) return null;
  return languageMove(
    splitSitePath(pathname).language,
    (language) => localizedPath(pathname, language),
    search,
    rememberedLanguage(cookieHeader),
  );
}

/** Where a GET of `url` goes instead (the one rule, src/content/language-choice), or null. */
export function languageMoveFor(
  url: string,
  cookieHeader: string | undefined,
  pages: SitePages,
): LanguageMove | null {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  const twins = twinsOf(pathname, pages);
  if (twins === null) return null;
  return languageMove(twins.language, twins.twinIn, search, rememberedLanguage(cookieHeader));
}

/**
 * Answers a returning visitor, or administrator, in their language without a flash of the other: a
 * page or admin screen asked for with the cookie lang=sw goes to its Kiswahili twin, and ?lang=en or
 * ?lang=sw (the language links, which work without scripts) set or clear the cookie and go to the
 * address in that language.
 */
export function registerLanguageRedirects(app: FastifyInstance, pages: SitePages): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const move = languageMoveFor(request.url, request.headers.cookie, pages);
    if (move !== null) return redirect(reply, move);
  });
}

export function redirect(reply: FastifyReply, move: LanguageMove): FastifyReply {
  reply.header('vary', 'Cookie').header('cache-control', 'no-store');
  if (move.remember) reply.header('set-cookie', languageCookieFromServer(move.remember));
  return reply.redirect(move.to, 302);
}
