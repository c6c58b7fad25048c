import fs from 'node:fs';
import path from 'node:path';
import { KISWAHILI_PREFIX } from '../content/site-path';

// Where the Kiswahili pages are prerendered: /sw/<path>, and /sw/ for the home page.
export { KISWAHILI_PREFIX };

/** Folders of the build that hold files, never pages. */
const NOT_PAGES = new Set(['assets', 'media', 'files', 'admin', 'content', 'search-index']);

/**
 * The pages the build prerendered, known from their index.html files under dist/, so the server
 * can tell a page of the site from any other address without being told by hand.
 */
export interface SitePages {
  /** The page's path without a trailing slash ('/' for home, '/sw' for the Kiswahili home), or null. */
  pageOf(pathname: string): string | null;
  /** The Kiswahili page of an English page path, when the build made one. */
  kiswahiliOf(page: string): string | null;
  /** The English page of a Kiswahili page path, when the build made one. */
  englishOf(page: string): string | null;
}

export function isKiswahiliPath(page: string): boolean {
  return page === KISWAHILI_PREFIX || page.startsWith(`${KISWAHILI_PREFIX}/`);
}

/** The address of a page path: the homes are addressed with their slash ('/', '/sw/'). */
export function pageAddress(page: string): string {
  return page === KISWAHILI_PREFIX ? `${KISWAHILI_PREFIX}/` : page;
}

export function readSitePages(distDir: string): SitePages {
  const pages = new Set<string>();
  const visit = (folder: string, page: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isFile() && entry.name === 'index.html') pages.add(page === '' ? '/' : page);
      if (
        entry.isDirectory() &&
        !entry.name.startsWith('.') &&
        !((page === '' || page === KISWAHILI_PREFIX) && NOT_PAGES.has(entry.name))
      ) {
        visit(path.join(folder, entry.name), `${page}/${entry.name}`);
      }
    }
  };
  visit(distDir, '');
  return fromPaths(pages);
}

/** The same lookups over a list of page paths. */
export function fromPaths(paths: Iterable<string>): SitePages {
  const pages = new Set(paths);
  const pageOf = (pathname: string) => {
    const page = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    return pages.has(page) ? page : null;
  };
  return {
    pageOf,
    kiswahiliOf(page) {
      if (isKiswahiliPath(page)) return null;
      return pageOf(page === '/' ? KISWAHILI_PREFIX : `${KISWAHILI_PREFIX}${page}`);
    },
    englishOf(page) {
      if (!isKiswahiliPath(page)) return null;
      return pageOf(page.slice(KISWAHILI_PREFIX.length) || '/');
    },
  };
}
