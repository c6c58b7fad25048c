// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import site from '../../content/site.json';
import type { SiteSettings } from '../../src/content/types.generated';
import type { RenderedPage } from '../../src/entry-server';
import { robotsTxt, sitemapXml } from '../../src/server/releases/crawler-files';
import { escapeMarkup } from '../../src/server/releases/escape-markup';
import { pageDocument } from '../../src/server/releases/html-document';
import { pageHead } from '../../src/site/head';

const HOSTILE_URLS = [
  'https://www.college.example"data-injected="1',
  "https://www.college.example'data-injected='1",
  'https://www.college.example"><script data-injected="1">alert(1)</script>',
  'https://www.college.example\nSitemap: https://evil.example/sitemap.xml\nDisallow: /',
];
const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

function renderedPage(siteUrl: string): RenderedPage {
  const settings = site as SiteSettings;
  const hostile = { ...settings, seo: { ...settings.seo, siteUrl } };
  return {
    html: '<main><h1>About</h1></main>',
    styleTags: '',
    reads: [],
    head: pageHead(
      { title: 'About "us" <b>', description: "The college's story & aims", path: '/about' },
      hostile,
      'en',
    ),
    site: hostile,
  } as RenderedPage;
}

describe('values written into HTML, the sitemap and robots.txt', () => {
  it.each(HOSTILE_URLS)('keep a hostile siteUrl inside its attribute in a page head: %s', (siteUrl) => {
    const html = pageDocument({ islands: TEMPLATE }, renderedPage(siteUrl));
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('[data-injected]')).toHaveLength(0);
    // Data blocks only (JSON-LD): no script the hostile value could have opened.
    const scriptTypes = [...document.querySelectorAll('script')].map((script) => script.type);
    expect(scriptTypes.length).toBeGreaterThan(0);
    expect(
      scriptTypes.filter((type) => type !== 'application/json' && type !== 'application/ld+json'),
    ).toEqual([]);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteUrl}/about`);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${siteUrl}/about`,
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      siteUrl + (site as SiteSettings).seo.socialImage.en,
    );
    expect(document.title).toMatch(/^About "us" <b>( \| |$)/);
  });

  it("writes a title and a page text holding replacement patterns ($&, $', $`) as they are", () => {
    const page = renderedPage('https://www.college.example');
    const text = "Fees: $& $' $` $$ in TSh";
    page.html = `<main><p>${text}</p></main>`;
    page.head = { ...page.head, title: text };
    const document = new DOMParser().parseFromString(pageDocument({ islands: TEMPLATE }, page), 'text/html');
    expect(document.querySelector('main p')?.textContent).toBe(text);
    expect(document.title).toBe(text);
  });

  it.each(HOSTILE_URLS)('keep a hostile siteUrl inside its element in the sitemap: %s', (siteUrl) => {
    const xml = sitemapXml(
      ['/', '/about'].map((route) => ({
        loc: siteUrl + route,
        alternates: [{ hreflang: 'en', href: siteUrl + route }],
      })),
    );
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.querySelectorAll('[data-injected], script')).toHaveLength(0);
    expect(
      [...document.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual([`${siteUrl}/`, `${siteUrl}/about`]);
    expect([...document.querySelectorAll('loc')].map((loc) => loc.textContent)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/about`,
    ]);
  });

  it.each(HOSTILE_URLS)('keep a hostile siteUrl on its one line of robots.txt: %s', (siteUrl) => {
    const lines = robotsTxt(siteUrl).trimEnd().split('\n');
    expect(lines.filter((line) => line.startsWith('Sitemap:'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /admin']);
    expect(lines).toHaveLength(5);
  });

  it('escapes the markup characters and every control character, nothing else', () => {
    expect(escapeMarkup(`a&b<c>d"e'f\ng\u0000h\u007fi ü`)).toBe(
      'a&amp;b&lt;c&gt;d&quot;e&#39;f&#10;g&#0;h&#127;i ü',
    );
    expect(escapeMarkup('https://www.college.example/about?x=1')).toBe(
      'https://www.college.example/about?x=1',
    );
  });
});
