import fs from 'node:fs';
import path from 'node:path';
import { serializeForScript, MAIN_PICTURE_TIMING, PAGE_SHOWN_AT_GLOBAL } from '../../content/embedded';
import type { RenderedPage } from '../../entry-server';
import { OFFLINE_OFF_ATTRIBUTE } from '../../offline/addresses';
import type { Language } from '../../content/localize';
import { localizedPath, NOT_FOUND_PATH } from '../../content/site-path';
import { smallestUploadedCopy, VARIANT_MEDIA_TYPES } from '../../content/image-variants';
import { escapeMarkup as escapeHtml } from './escape-markup';
import { compactIslandsPage } from './compact-islands-page';
import { FONT_FACE, siteFontLoader, takeFontFace, type SiteFontFace } from './site-font';

/**
 * Where a release keeps the client build's index.html as the bundler wrote it (the home page takes
 * index.html itself), so a page can be rendered into a release without the bundler. A dot file: never served.
 */
export const TEMPLATE_FILE = '.template.html';

/** Where the build of the islands script (src/entry-islands.ts) writes its manifest in a release. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

/** Pages of the site: never the admin, the server's API or a file to download. */
const SITE_PAGE_LINKS = {
  source: 'document',
  where: {
    and: [
      { href_matches: '/*' },
      {
        not: {
          or: [
            { href_matches: ['/admin*', '/api/*', '/*.*'] },
            { selector_matches: '[download],[target=_blank]' },
          ],
        },
      },
    ],
  },
} as const;

/**
 * Moving between pages is an ordinary page load, made near instant: a page of the site is prefetched
 * as the visitor's pointer rests on its link (moderate eagerness), and rendered ahead once a finger
 * touches the link or a button presses it (conservative), so that the tap shows a page already laid
 * out. Rendering ahead only on a touch keeps it to the page about to be opened: a visitor on costly
 * data never pays for pictures of pages they only hovered. Until it is shown, a page rendered ahead
 * runs none of its scripts (the loader below waits), so it counts no visit and starts no timer.
 */
export const SPECULATION_RULES = `<script type="speculationrules">${JSON.stringify({
  prefetch: [{ ...SITE_PAGE_LINKS, eagerness: 'moderate' }],
  prerender: [{ ...SITE_PAGE_LINKS, eagerness: 'conservative' }],
})}</script>`;

/** A page's document with the scripts of a page of islands. */
export interface PageTemplates {
  islands: string;
}

/** The pages' templates and the admin's shell's, whose loader fetches the admin's own app instead of the site's components. */
export interface ReleaseTemplates extends PageTemplates {
  admin: string;
}

/**
 * The client build's index.html, with its stylesheets inlined (they only hold @font-face rules, and a
 * blocking request costs a round trip on a slow connection). The admin's shell keeps every family the
 * settings offer, for its previews, with the site's font preloaded. A public page names only the
 * site's font, whose face it has from siteFontLoader, which keeps it from delaying a first visit's
 * first paint.
 */
export function prepareTemplate(distDir: string, fontFamily: string): ReleaseTemplates {
  const template = fs.readFileSync(path.join(distDir, TEMPLATE_FILE), 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
  const css = (href: string) => fs.readFileSync(path.join(distDir, href), 'utf8');
  let siteFont: SiteFontFace | undefined;
  const withoutFaces = template.replace(stylesheet, (_, href: string) => {
    const taken = takeFontFace(css(href), fontFamily);
    siteFont ??= taken.face;
    // A stylesheet of font faces alone leaves nothing for a public page, not even an empty block.
    const rest = taken.css.replace(FONT_FACE, '').trim();
    return rest ? `<style>${rest}</style>` : '';
  });
  const withEveryFace = template.replace(stylesheet, (_, href: string) => `<style>${css(href)}</style>`);
  const preload = siteFont
    ? `<link rel="preload" href="${siteFont.href}" as="font" type="font/woff2" crossorigin>`
    : '';
  const head = (page: string, fontTags: string) =>
    page.replace('<!--app-head-->', `${fontTags}${SPECULATION_RULES}<!--app-head-->`);
  const islands = islandsScript(distDir);
  return {
    islands: startScriptsAfterFirstPaint(
      head(withoutFaces, siteFont ? siteFontLoader(siteFont) : ''),
      islands.preload,
      islands.entry,
    ),
    admin: startScriptsAfterFirstPaint(head(withEveryFace, preload), adminImports(distDir)),
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const ADMIN_APP = 'src/admin/browser-admin.tsx';

/**
 * The files the entry module imports dynamically for the admin's app (src/admin/browser-admin), with
 * the chunks those import: the admin's shell needs them, so the loader fetches them alongside the
 * entry instead of after it has run. Public pages are pages of islands and never load the entry.
 */
function adminImports(distDir: string): string[] {
  const manifest = readManifest(distDir, '.vite/manifest.json');
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return chunkFiles(manifest, entry?.dynamicImports?.filter((key) => key === ADMIN_APP) ?? []);
}

/**
 * Every file the admin's shell loads to start the admin's app: the entry, the chunks it imports,
 * and the admin's app with its own. The sign-in page prefetches them once it has loaded.
 */
export function adminAppFiles(distDir: string): string[] {
  const manifest = readManifest(distDir, '.vite/manifest.json');
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return [];
  return [
    ...new Set([`/${entry.file}`, ...chunkFiles(manifest, entry.imports ?? []), ...adminImports(distDir)]),
  ];
}

/** The files of these chunks and of every chunk they import statically, each once, as addresses. */
function chunkFiles(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

function readManifest(distDir: string, file: string): Record<string, ManifestChunk> {
  return JSON.parse(fs.readFileSync(path.join(distDir, file), 'utf8')) as Record<string, ManifestChunk>;
}

/** The islands script and the chunks it imports statically (React's renderer among them). */
function islandsScript(distDir: string): { entry: string; preload: string[] } {
  const manifest = readManifest(distDir, ISLANDS_MANIFEST);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${ISLANDS_MANIFEST} names no entry: build the islands script first.`);
  return { entry: `/${entry.file}`, preload: chunkFiles(manifest, entry.imports ?? []) };
}

/**
 * Replaces the app's script and module preloads in the head with a small loader at the end of the
 * body that adds them once the page's first contentful paint is on the screen and, where the page
 * has a main picture in view, once that picture is painted too (Element Timing), or has failed. The
 * prerendered page reads whole without them; on a slow connection its text, font and main picture
 * then get the bandwidth first, and the work of hydrating starts when the reader already sees the
 * page. Where the browser reports no paint timing (or a hidden tab paints nothing), they start after
 * the next frame or, at the latest, after three seconds.
 */
export function startScriptsAfterFirstPaint(
  template: string,
  alsoPreload: string[],
  otherEntry?: string,
): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error("The client build's index.html has no module script to start.");
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let withoutScripts = template.replace(entry[0], '');
  for (const link of preloads) withoutScripts = withoutScripts.replace(link[0], '');
  const entryFile = otherEntry ?? entry[1]!;
  const preloadFiles = otherEntry
    ? alsoPreload
    : [...new Set([...preloads.map((link) => link[1]!), ...alsoPreload])];
  // Written short by hand: it is in every page's first round trip.
  const loader =
    `(function(){var d=document,w=window,` +
    `t=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[],done;` +
    // A page rendered ahead (speculation rules) is shown when the visitor opens it: the times the
    // spec counts from the page's load count from then, and its scripts start only then.
    `function shown(){w.${PAGE_SHOWN_AT_GLOBAL}=Date.now()}shown();` +
    `d.prerendering&&d.addEventListener("prerenderingchange",function(){shown();later()});` +
    `function start(){if(done||d.prerendering)return;done=1;var g=d.createDocumentFragment(),s=d.createElement("script");` +
    `${JSON.stringify(preloadFiles)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;g.append(l)});` +
    `s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entryFile)};g.append(s);d.head.append(g)}` +
    // A frame after the one that paints what the first paint left out (the loader runs once the whole
    // body is parsed), so the scripts' requests never come before the page's largest text shows.
    `function later(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}` +
    `if(t.indexOf("paint")<0)later();` +
    `else new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();picture()}}).observe({type:"paint",buffered:true});` +
    // The main picture, when the browser times elements and the picture is in view and not broken.
    `function picture(){var i=d.querySelector("img[elementtiming=${MAIN_PICTURE_TIMING}]"),r=i&&i.getBoundingClientRect();` +
    `if(!r||t.indexOf("element")<0||r.top>=innerHeight||r.bottom<=0||i.complete&&!i.naturalWidth)return later();` +
    `i.addEventListener("error",start);new PerformanceObserver(function(l,o){o.disconnect();start()}).observe({type:"element",buffered:true})}` +
    `setTimeout(start,3000)})()`;
  return withoutScripts.replace('</body>', `<script>${loader}</script>\n  </body>`);
}

const PRIORITY_PICTURE =
  /<picture><source type="(image\/[a-z]+)" srcSet="([^"]+)" sizes="([^"]+)"\/>(?:<source [^>]*\/>)*<img [^>]*fetchPriority="high"/;

/**
 * The page's main picture (the one ResponsiveImage renders with priority), preloaded from the head so
 * the browser fetches it before it has parsed the page body and its inlined styles. The preload is of
 * the picture's first source (AVIF), with its type: a browser that cannot show it skips the preload and
 * takes the next source as usual, and one that can fetches the very file the picture then uses.
 */
export function priorityImagePreload(html: string): string {
  const match = PRIORITY_PICTURE.exec(html);
  if (!match) return '';
  const [, type, srcSet, sizes] = match;
  return `<link rel="preload" as="image" type="${type}" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high">`;
}

/** Open Graph names a page's language as a locale. */
const OG_LOCALES: Record<string, string> = { en: 'en_GB', sw: 'sw_TZ' };

/** JSON-LD in a script element; content cannot end the element early (serializeForScript escapes <). */
function structuredDataScripts(data: object[]): string {
  return data
    .map((item) => `<script type="application/ld+json">${serializeForScript(item)}</script>`)
    .join('');
}

/** A complete HTML document for one prerendered page. */
export function pageDocument(templates: PageTemplates, page: RenderedPage): string {
  const template = templates.islands;
  const { head, site } = page;
  const { html, styleTags } = compactIslandsPage(page.html, page.styleTags);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="keywords" content="${escapeHtml(head.keywords)}">`,
    `<meta name="theme-color" content="${escapeHtml(site.customization.primaryColor)}">`,
    faviconLink(site.customization.faviconUrl),
    head.canonicalUrl
      ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`
      : '<meta name="robots" content="noindex">',
    ...head.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:image" content="${escapeHtml(head.socialImageUrl)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:locale" content="${OG_LOCALES[head.language]}">`,
    head.canonicalUrl ? `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    structuredDataScripts(head.structuredData),
    priorityImagePreload(html),
    styleTags,
  ].join('');
  return (
    template
      .replace(
        /<html lang="[^"]*">/,
        `<html lang="${head.language}"${site.offline?.enabled === false ? ` ${OFFLINE_OFF_ATTRIBUTE}="off"` : ''}>`,
      )
      // Functions, so a $ in a page's text ("$&", "$'") is written as it is, not read as a pattern.
      .replace('<!--app-head-->', () => tags)
      .replace('<div id="root"><!--app-html--></div>', () => `<div id="root">${html}</div>`)
  );
}

/** The admin's shell in a release, for every admin address in its language: admin/index.html, sw/admin/index.html. */
/** The not-found page in a language: 404.html, sw/404.html. */
export const notFoundFile = (language: Language) =>
  path.posix.join(path.posix.dirname(localizedPath(NOT_FOUND_PATH, language)).slice(1), '404.html');

export const adminShellFile = (language: Language) =>
  path.posix.join(localizedPath('/admin', language).slice(1), 'index.html');

/**
 * The page the server answers for /admin and every address under it but the sign-in page: the
 * app's scripts with a root that the browser renders into, kept out of search engines. With
 * scripts off it says so instead of loading for ever (an admin signed in by the plain form lands here).
 */
export function adminShellDocument(
  template: string,
  texts: { title: string; loading: string; needsScripts: string },
  language: Language,
): string {
  const tags = [
    `<title>${escapeHtml(texts.title)}</title>`,
    '<meta name="robots" content="noindex, nofollow">',
    '<noscript><style>#root{display:none}</style></noscript>',
  ].join('');
  // The root holds text only: the entry takes an element in it for a prerendered page.
  const root =
    `<noscript><p>${escapeHtml(texts.needsScripts)}</p></noscript>` +
    `<div id="root">${escapeHtml(texts.loading)}</div>`;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace('<!--app-head-->', () => tags)
    .replace('<div id="root"><!--app-html--></div>', () => root);
}

/** The browser tab's icon; an uploaded photo is linked as its smallest WebP copy, not in full. */
function faviconLink(address: string): string {
  const copy = smallestUploadedCopy(address, 'webp');
  return copy
    ? `<link rel="icon" type="${VARIANT_MEDIA_TYPES.webp}" href="${escapeHtml(copy)}">`
    : `<link rel="icon" href="${escapeHtml(address)}">`;
}
