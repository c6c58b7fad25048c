import { localize, type Language } from '../content/localize';
import type { PageDocument, SiteSettings } from '../content/types.generated';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page, for canonical and social links; absent for the not-found page. */
  canonicalUrl?: string;
}

/** The browser-tab title and description of a page, the same when prerendered and after navigation. */
export function pageHead(
  page: Pick<PageDocument, 'title' | 'description'> & { path?: string },
  site: SiteSettings,
  language: Language,
): PageHead {
  const isHome = page.path === '/';
  const shortName = site.general.shortName;
  return {
    title: isHome ? site.seo.metaTitle : `${localize(page.title, language)} | ${shortName}`,
    description: localize(page.description, language) || site.seo.metaDescription,
    ...(page.path !== undefined ? { canonicalUrl: site.seo.siteUrl + page.path } : {}),
  };
}
