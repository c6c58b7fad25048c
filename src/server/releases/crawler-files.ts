import { escapeMarkup } from './escape-markup';

/** robots.txt: everything but the admin may be crawled; the sitemap is at the site's address. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${escapeMarkup(`${siteUrl}/sitemap.xml`)}\n`;
}

export interface SitemapEntry {
  /** The page's full address. */
  loc: string;
  /** The same page in each language, and x-default. */
  alternates: readonly { hreflang: string; href: string }[];
}

/** sitemap.xml: the address of every page listed, with its other languages. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, alternates }) => {
    const links = alternates
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}"/>`,
      )
      .join('');
    return `  <url><loc>${escapeMarkup(loc)}</loc>${links}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}
