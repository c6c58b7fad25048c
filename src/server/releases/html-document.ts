import fs from 'node:fs';
import path from 'node:path';
import { serializeForScript, EMBEDDED_CONTENT_ID, PAGE_SHOWN_AT_GLOBAL } from '../../content/embedded';
import type { RenderedPage } from '../../entry-server';
import { SEARCH_OUTCOME_ID } from '../../search/page-outcome';
import { OFFLINE_OFF_ATTRIBUTE } from '../../offline/addresses';
import { escapeMarkup as escapeHtml } from './escape-markup';
import { compactIslandsPage } from './compact-islands-page';

/**
 * Where a release keeps the client build's index.html as the bundler wrote it (the home page takes
 * index.html itself), so a page can be rendered into a release without the bundler. A dot file: never served.
 */
export const TEMPLATE_FILE = '.template.html';

/** Where the build of the islands script (src/entry-islands.ts) writes its manifest in a release. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

/**
 * Moving between pages is an ordinary page load, made near instant by prefetching a page of the site
 * as the visitor's pointer rests on its link or a finger touches it (moderate eagerness); never the
 * admin, the server's API or a file to download.
 */
export const SPECULATION_RULES = `<script type="speculationrules">${JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin*' } },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[download], [target="_blank"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})}</script>`;

/** A page's document with the scripts of a page hydrated whole (app), or of a page of islands. */
export interface PageTemplates {
  app: string;
  islands: string;
}

/** The pages' templates and the admin's shell's, whose loader fetches the admin's own app instead of the site's components. */
export interface ReleaseTemplates extends PageTemplates {
  admin: string;
}

const FONT_FACE = /@font-face\{font-family:([^;]+);[^}]*?src:url\(([^)]+)\)[^}]*\}/g;
const familyOf = (declared: string) => declared.replace(/["']/g, '');

/**
 * The client build's index.html, with its stylesheets inlined (they only hold @font-face rules, and a
 * blocking request costs a round trip on a slow connection) and the font of the site settings preloaded.
 * A public page carries the faces of that font only, the one its styles name (the other families of
 * the stylesheet are the settings' other choices); the admin's shell keeps them all for its previews.
 */
export function prepareTemplate(distDir: string, fontFamily: string): ReleaseTemplates {
  const template = fs.readFileSync(path.join(distDir, TEMPLATE_FILE), 'utf8');
  const fontFiles = new Map<string, string>();
  const stylesheets = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
  const inlined = (keepFace: (family: string) => boolean) =>
    template.replace(stylesheets, (_, href: string) => {
      const css = fs
        .readFileSync(path.join(distDir, href), 'utf8')
        .replace(FONT_FACE, (face, declared: string, url: string) => {
          const family = familyOf(declared);
          if (!fontFiles.has(family)) fontFiles.set(family, url.replace(/["']/g, ''));
          return keepFace(family) ? face : '';
        });
      return `<style>${css}</style>`;
    });
  const forPages = inlined((family) => family === fontFamily);
  const forAdmin = inlined(() => true);
  const font = fontFiles.get(fontFamily);
  const preload = font ? `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>` : '';
  const withFont = (page: string) =>
    page.replace('<!--app-head-->', `${preload}${SPECULATION_RULES}<!--app-head-->`);
  const islands = islandsScript(distDir);
  return {
    app: startScriptsAfterFirstPaint(withFont(forPages), entryDynamicImports(distDir, 'site')),
    islands: startScriptsAfterFirstPaint(withFont(forPages), islands.preload, islands.entry),
    admin: startScriptsAfterFirstPaint(withFont(forAdmin), entryDynamicImports(distDir, 'admin')),
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Which app the entry runs at an address: the public site's, or the admin's at /admin (src/admin/browser-admin). */
export type AppPart = 'site' | 'admin';
const ADMIN_APP = 'src/admin/browser-admin.tsx';

/**
 * The files the entry module imports dynamically for the part of the app a page runs (the site's
 * components, after the entry's first step, or the admin's app), with the chunks those import: the
 * page needs them, so the loader fetches them alongside the entry instead of after it has run. A
 * public page fetches none of the admin's chunks, the admin's shell none of the site's components.
 */
function entryDynamicImports(distDir: string, part: AppPart): string[] {
  const manifest = readManifest(distDir, '.vite/manifest.json');
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  // The admin is opened on purpose, never on a first view of the site.
  entry?.dynamicImports
    ?.filter((key) => (part === 'admin' ? key === ADMIN_APP : !key.startsWith('src/admin/')))
    .forEach(visit);
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
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return { entry: `/${entry.file}`, preload: [...files] };
}

/**
 * Replaces the app's script and module preloads in the head with a small loader at the end of the
 * body that adds them once the page's first contentful paint is on the screen. The prerendered page
 * reads whole without them; on a slow connection its text, font and main picture then get the
 * bandwidth first, and the work of hydrating starts when the reader already sees the page. Where
 * the browser reports no paint timing (or a hidden tab paints nothing), they start after the next
 * frame or, at the latest, after three seconds.
 */
function startScriptsAfterFirstPaint(template: string, alsoPreload: string[], otherEntry?: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error("The client build's index.html has no module script to start.");
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let withoutScripts = template.replace(entry[0], '');
  for (const link of preloads) withoutScripts = withoutScripts.replace(link[0], '');
  const entryFile = otherEntry ?? entry[1]!;
  const preloadFiles = otherEntry
    ? alsoPreload
    : [...new Set([...preloads.map((link) => link[1]!), ...alsoPreload])];
  const loader =
    `window.${PAGE_SHOWN_AT_GLOBAL}=Date.now();(function(){var started=false;function start(){if(started)return;started=true;var tags=document.createDocumentFragment();` +
    `${JSON.stringify(preloadFiles)}.forEach(function(href){` +
    `var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;tags.appendChild(link)});` +
    `var script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=${JSON.stringify(entryFile)};tags.appendChild(script);document.head.appendChild(tags)}` +
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(types.indexOf("paint")<0)requestAnimationFrame(function(){setTimeout(start)});` +
    `else new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});` +
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
  const template = page.islands ? templates.islands : templates.app;
  const { head, site } = page;
  const { html, styleTags } = page.islands
    ? compactIslandsPage(page.html, page.styleTags)
    : { html: page.html, styleTags: page.styleTags };
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="keywords" content="${escapeHtml(head.keywords)}">`,
    `<meta name="theme-color" content="${escapeHtml(site.customization.primaryColor)}">`,
    `<link rel="icon" href="${escapeHtml(site.customization.faviconUrl)}">`,
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
  const data =
    (page.islands
      ? ''
      : `<script id="${EMBEDDED_CONTENT_ID}" type="application/json">${serializeForScript(page.documents)}</script>`) +
    (page.search
      ? `<script id="${SEARCH_OUTCOME_ID}" type="application/json">${serializeForScript(page.search)}</script>`
      : '');
  return template
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${head.language}"${site.offline?.enabled === false ? ` ${OFFLINE_OFF_ATTRIBUTE}="off"` : ''}>`,
    )
    .replace('<!--app-head-->', tags)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root">${html}</div>${data}`);
}

/**
 * The page the server answers for /admin and every address under it: the app's scripts with an
 * empty root that the browser renders into, kept out of search engines.
 */
export function adminShellDocument(template: string, title: string, loading: string): string {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    '<meta name="robots" content="noindex, nofollow">',
  ].join('');
  return template
    .replace('<!--app-head-->', tags)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root">${escapeHtml(loading)}</div>`);
}
