import { FETCH_SITE_FONT_GLOBAL } from '../../content/embedded';

/** The @font-face rule of the site's font, as the stylesheet has it, and the file it names. */
export interface SiteFontFace {
  rule: string;
  href: string;
}

/** Any @font-face rule of a minified stylesheet. */
export const FONT_FACE = /@font-face\{[^}]*\}/g;

/** Takes the first @font-face rule of a family out of a (minified) stylesheet. */
export function takeFontFace(css: string, family: string): { css: string; face?: SiteFontFace } {
  for (const [rule] of css.matchAll(FONT_FACE)) {
    const named = /font-family:([^;}]+)/.exec(rule)?.[1]?.replace(/["']/g, '').trim();
    const href = /src:url\(([^)]+)\)/.exec(rule)?.[1]?.replace(/["']/g, '');
    if (named === family && href) return { css: css.replace(rule, ''), face: { rule, href } };
  }
  return { css };
}

/** Where a browser notes that it holds the font file (its address, so a new file is fetched anew). */
export const SITE_FONT_KEY = 'site-font';

/**
 * The site's font on a public page. Its file (47 KB for Inter) would otherwise be fetched with the
 * page and hold back the first paint of its text on a slow connection (font-display: optional waits
 * for a preloaded font). A browser that has fetched the file before (it notes so in local storage,
 * as the privacy policy says) gets the rule and the preload at once, so a later page reads in the
 * site's font from its first paint as before. A first visit paints its text at once in the fallback
 * font, keeps it for that page (nothing reflows under the reader) and leaves the fetch of the file,
 * for the next page, to the page's scripts (see FETCH_SITE_FONT_GLOBAL). Written short by hand: it is
 * in every page's first round trip.
 */
export function siteFontLoader({ rule, href }: SiteFontFace): string {
  const script =
    `(function(h,k){var d=document,f;try{f=localStorage.getItem(k)==h}catch(e){}` +
    `if(f||!window.fetch){var l=d.createElement("link"),s=d.createElement("style");` +
    `l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";l.href=h;s.textContent=${JSON.stringify(rule)};d.head.append(l,s)}` +
    `else window.${FETCH_SITE_FONT_GLOBAL}=function(){fetch(h).then(function(r){return r.ok&&r.arrayBuffer()})` +
    `.then(function(b){if(b)try{localStorage.setItem(k,h)}catch(e){}},function(){})}})` +
    `(${JSON.stringify(href)},${JSON.stringify(SITE_FONT_KEY)})`;
  return `<script>${script}</script>`;
}
