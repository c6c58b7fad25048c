import { LANGUAGES, localize, type Language } from '../content/localize';
import { localizedPath } from '../content/site-path';
import type { PageIndexEntry } from '../content/documents';
import type { PageDocument, SiteSettings } from '../content/types.generated';
import { translate } from '../i18n';

export interface PageHead {
  language: Language;
  title: string;
  description: string;
  keywords: string;
  /** Absolute address of the page, for canonical and social links; absent for the not-found page. */
  canonicalUrl?: string;
  /** The page in each language, and the address for readers of neither (English), for search engines. */
  alternates: { hreflang: string; href: string }[];
  socialImageUrl: string;
  /** schema.org descriptions (the college on the home page, the page's breadcrumb trail), as JSON-LD. */
  structuredData: object[];
}

type HeadPage = Pick<PageDocument, 'title' | 'description'> & { path?: string };

/**
 * The head of a page in a language: tab title, description, canonical and alternate addresses,
 * social card and structured data; the same when prerendered and after navigation.
 * `trail` is the page's breadcrumb trail (the pages above it and itself), without Home.
 */
export function pageHead(
  page: HeadPage,
  site: SiteSettings,
  language: Language,
  trail: PageIndexEntry[] = [],
): PageHead {
  const { seo, general } = site;
  const absolute = (path: string, inLanguage: Language) => seo.siteUrl + localizedPath(path, inLanguage);
  const path = page.path;
  return {
    language,
    title:
      path === '/'
        ? localize(seo.metaTitle, language)
        : `${localize(page.title, language)} | ${general.shortName}`,
    description: localize(page.description, language) || localize(seo.metaDescription, language),
    keywords: seo.keywords.map((keyword) => localize(keyword, language)).join(', '),
    ...(path !== undefined ? { canonicalUrl: absolute(path, language) } : {}),
    alternates:
      path === undefined
        ? []
        : [
            ...LANGUAGES.map((hreflang) => ({ hreflang, href: absolute(path, hreflang) })),
            { hreflang: 'x-default', href: absolute(path, 'en') },
          ],
    socialImageUrl: seo.siteUrl + seo.socialImage[language],
    // The college is described once, on its home page (where search engines look for an
    // organisation); every other page names its place in the site.
    structuredData: [
      ...(path === '/' ? [collegeData(site, language)] : []),
      ...(path !== undefined ? [breadcrumbData(site, language, trail)] : []),
    ],
  };
}

function collegeData(site: SiteSettings, language: Language): object {
  const { general, seo, customization } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': `${seo.siteUrl}/#college`,
    name: localize(general.siteName, language),
    alternateName: general.shortName,
    slogan: localize(general.tagline, language),
    url: seo.siteUrl + localizedPath('/', language),
    logo: seo.siteUrl + customization.logoUrl,
    email: general.email,
    telephone: general.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: localize(general.address, language),
      addressLocality: general.town,
      addressCountry: 'TZ',
    },
  };
}

function breadcrumbData(site: SiteSettings, language: Language, trail: PageIndexEntry[]): object {
  const crumbs = [
    { name: translate(language, 'frame.home'), path: '/' },
    ...trail
      .filter((entry) => entry.path !== '/')
      .map((entry) => ({ name: localize(entry.navTitle ?? entry.title, language), path: entry.path })),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: site.seo.siteUrl + localizedPath(crumb.path, language),
    })),
  };
}
