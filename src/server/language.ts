import type { FastifyInstance, FastifyReply } from 'fastify';
import { isKiswahiliPath, pageAddress, type SitePages } from './site-pages';

/** The cookie the language selector sets; only "sw" is ever stored, English is the default. */
const COOKIE = 'lang';
const KISWAHILI = 'sw';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const REMEMBER_KISWAHILI = `${COOKIE}=${KISWAHILI}; Path=/; SameSite=Lax; Max-Age=${ONE_YEAR_SECONDS}`;
const FORGET_LANGUAGE = `${COOKIE}=; Max-Age=0; Path=/`;

/** Whether a Cookie header holds lang=sw. */
export function prefersKiswahili(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    return name === COOKIE && value === KISWAHILI;
  });
}

/**
 * Answers a returning visitor in their language without a flash of the other: a page asked for
 * with the cookie lang=sw goes to its Kiswahili page, and ?lang=en or ?lang=sw (the language
 * links, which work without scripts) set or clear the cookie and go to the page in that language.
 */
export function registerLanguageRedirects(app: FastifyInstance, pages: SitePages): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = new URL(request.url, 'http://site.invalid');
    const page = pages.pageOf(url.pathname);
    if (page === null) return;

    const chosen = url.searchParams.get(COOKIE);
    if (chosen === 'en' || chosen === KISWAHILI) {
      url.searchParams.delete(COOKIE);
      const english = isKiswahiliPath(page) ? pages.englishOf(page) : page;
      if (chosen === 'en') {
        return redirect(reply, english ?? page, url.search, FORGET_LANGUAGE);
      }
      const kiswahili = isKiswahiliPath(page) ? page : pages.kiswahiliOf(page);
      return redirect(reply, kiswahili ?? page, url.search, REMEMBER_KISWAHILI);
    }
    if (isKiswahiliPath(page) || chosen !== null || !prefersKiswahili(request.headers.cookie)) return;
    const kiswahili = pages.kiswahiliOf(page);
    if (kiswahili !== null) return redirect(reply, kiswahili, url.search);
  });
}

function redirect(reply: FastifyReply, page: string, search: string, cookie?: string): FastifyReply {
  reply.header('vary', 'Cookie').header('cache-control', 'no-store');
  if (cookie) reply.header('set-cookie', cookie);
  return reply.redirect(`${pageAddress(page)}${search}`, 302);
}
