import { escapeMarkup } from './escape-markup';

/** robots.txt: everything but the admin may be crawled; the sitemap is at the site's address. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${escapeMarkup(`${siteUrl}/sitemap.xml`)}\n`;
}

/** sitemap.xml: the address of every page listed. */
export function sitemapXml(siteUrl: string, routes: readonly string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    routes.map((route) => `  <url><loc>${escapeMarkup(siteUrl + route)}</loc></url>`).join('\n') +
    '\n</urlset>\n'
  );
}
