/**
 * The release a running server serves. It is resolved once, at start (a build that switches the
 * site's folder later does not change what this server serves, so no answer mixes two releases),
 * and replaced in-process by switchRelease() after a publish has rendered a new one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { prepareFile, type PreparedFile } from '../prepared-file';
import type { SiteSettings } from '../../content/types.generated';
import { readContentSecurity, type ContentSecurityFacts } from '../security-headers';
import { readSitePages, type SitePages } from '../site-pages';
import { readReleaseDocument } from './content-files';
import { readLoginPageFacts } from '../admin-auth/login-page-file';
import type { LoginPageFacts } from '../admin-auth/login-page';
import type { Language } from '../../content/localize';
import { adminShellFile, notFoundFile } from './html-document';

interface ServedRelease {
  dir: string;
  pages: SitePages;
  /** The not-found page in each language. */
  notFoundPage: Record<Language, PreparedFile | null>;
  /** The admin's shell in each language. */
  adminShell: Record<Language, PreparedFile | null>;
  /** What the sign-in page is made of, to render it again with a message. */
  loginPage: LoginPageFacts | null;
  contentSecurity: ContentSecurityFacts;
  /** The site settings the release was rendered from (content is data: never compiled in). */
  site: SiteSettings | null;
}

function serve(dir: string): ServedRelease {
  const real = fs.realpathSync(dir);
  return {
    dir: real,
    pages: readSitePages(real),
    notFoundPage: {
      en: prepareFile(path.join(real, notFoundFile('en'))),
      sw: prepareFile(path.join(real, notFoundFile('sw'))),
    },
    adminShell: {
      en: prepareFile(path.join(real, adminShellFile('en'))),
      sw: prepareFile(path.join(real, adminShellFile('sw'))),
    },
    loginPage: readLoginPageFacts(real),
    contentSecurity: readContentSecurity(real),
    site: readReleaseDocument(real, 'site') as SiteSettings | null,
  };
}

export class LiveRelease {
  private current: ServedRelease;

  constructor(distDir: string) {
    this.current = serve(distDir);
  }

  /** The folder of the release being served (a real folder, never the link to it). */
  get dir(): string {
    return this.current.dir;
  }

  /** The not-found page in a language, or the English one in a release made without it. */
  notFoundPage(language: Language): PreparedFile | null {
    const pages = this.current.notFoundPage;
    return pages[language] ?? pages.en;
  }

  /** The admin's shell in a language, or null in a release made without it. */
  adminShell(language: Language): PreparedFile | null {
    return this.current.adminShell[language];
  }

  get loginPage(): LoginPageFacts | null {
    return this.current.loginPage;
  }

  /** What the release's pages need the Content-Security-Policy to allow. */
  get contentSecurity(): ContentSecurityFacts {
    return this.current.contentSecurity;
  }

  get site(): SiteSettings | null {
    return this.current.site;
  }

  /** The pages of whichever release is served at the time of asking. */
  readonly pages: SitePages = {
    pageOf: (pathname) => this.current.pages.pageOf(pathname),
    kiswahiliOf: (page) => this.current.pages.kiswahiliOf(page),
    englishOf: (page) => this.current.pages.englishOf(page),
  };

  /**
   * Serves another release from the next request on. Everything the server keeps from a release is
   * read before the switch, which is then one assignment: a request sees the old release or the new.
   */
  switchRelease(dir: string): void {
    this.current = serve(dir);
  }
}
