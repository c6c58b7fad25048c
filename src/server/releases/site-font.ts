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
 * font, keeps it for that page (nothing reflows under the reader) and fetches the file once the page
 * is painted and loaded (its main picture in), for the next page.
 */
export function siteFontLoader({ rule, href }: SiteFontFace): string {
  const script =
    `(function(){var href=${JSON.stringify(href)},key=${JSON.stringify(SITE_FONT_KEY)},fetched;` +
    `try{fetched=localStorage.getItem(key)===href}catch(error){}` +
    `if(fetched||!window.fetch){var tags=document.createDocumentFragment(),link=document.createElement("link"),style=document.createElement("style");` +
    `link.rel="preload";link.as="font";link.type="font/woff2";link.crossOrigin="";link.href=href;style.textContent=${JSON.stringify(rule)};` +
    `tags.appendChild(link);tags.appendChild(style);document.head.appendChild(tags);return}` +
    `var done=false;function get(){if(done)return;done=true;` +
    `fetch(href).then(function(response){return response.ok&&response.arrayBuffer()}).then(function(file){if(file)try{localStorage.setItem(key,href)}catch(error){}},function(){})}` +
    `function afterLoad(){document.readyState==="complete"?get():addEventListener("load",get)}` +
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(types.indexOf("paint")<0)return afterLoad();` +
    `new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterLoad()}}).observe({type:"paint",buffered:true})})()`;
  return `<script>${script}</script>`;
}
