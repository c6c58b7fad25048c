import type { Language } from './localize';

/**
 * The one place that knows what a site path is. A page's own path (its `path` in content, such as
 * /about/history) is the same in every language; the address a visitor sees carries the language as
 * a prefix: /about/history in English, /sw/about/history in Kiswahili, and / and /sw/ for home.
 */
/** The prefix of every Kiswahili address: the one place the site, the build and the server learn it. */
export const KISWAHILI_PREFIX = '/sw';

/** The not-found page's own path: prerendered to 404.html and sw/404.html, and how the statistics name a missing page. */
export const NOT_FOUND_PATH = '/404';

const PREFIXES: Record<Language, string> = { en: '', sw: KISWAHILI_PREFIX };

export interface SitePath {
  language: Language;
  /** The page's own path, without the language prefix or a trailing slash: / or /about/history. */
  path: string;
}

/** Without a trailing slash, except for the home page's /. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const KISWAHILI_ADDRESS = new RegExp(`^${KISWAHILI_PREFIX}(?=/|$)(.*)$`);

/** Splits an address's path into its language and the page's own path. */
export function splitSitePath(pathname: string): SitePath {
  const match = KISWAHILI_ADDRESS.exec(pathname);
  if (match) return { language: 'sw', path: withoutTrailingSlash(match[1] || '/') };
  return { language: 'en', path: withoutTrailingSlash(pathname || '/') };
}

/**
 * The address of a page path in a language, keeping any query and fragment: /fees?x#y becomes
 * /sw/fees?x#y, and home becomes /sw/. An address already in a language is moved to the one asked for.
 */
export function localizedPath(url: string, language: Language): string {
  const end = url.search(/[?#]/);
  const pathname = end < 0 ? url : url.slice(0, end);
  const rest = end < 0 ? '' : url.slice(end);
  const { path } = splitSitePath(pathname);
  const prefix = PREFIXES[language];
  if (!prefix) return path + rest;
  return (path === '/' ? `${prefix}/` : prefix + path) + rest;
}

/** True for an address the client router can show without a page load (a page, not a file). */
export function isRoutablePath(url: string): boolean {
  return (
    url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/media/') && !url.startsWith('/files/')
  );
}

/**
 * The first parts of addresses the site keeps for itself, where no page of the content may live: the
 * Kiswahili prefix, the admin, the server's API, the build's folders of files (assets, media, PDFs,
 * content, search indexes), the offline page and the not-found page. The page path rule of
 * schema/common.schema.json ("pagePath") refuses them; a unit test holds the two together.
 */
export const RESERVED_SEGMENTS = [
  KISWAHILI_PREFIX.slice(1),
  'admin',
  'api',
  'assets',
  'media',
  'files',
  'content',
  'search-index',
  'offline',
  NOT_FOUND_PATH.slice(1),
] as const;

const ADMIN_PATH = /^\/admin(\/|$)/;

/** Whether an address is the admin's, in either language: /admin/... or /sw/admin/.... */
export function isAdminAddress(pathname: string): boolean {
  return ADMIN_PATH.test(splitSitePath(pathname).path);
}
