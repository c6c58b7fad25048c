/**
 * `npm run build` (after `npm run validate`): the client bundle, the prerendered pages with their
 * critical CSS, robots.txt and sitemap.xml, the Node server, and precompressed copies of text files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildDir, distDir, projectRoot } from './lib/paths';
import { adminShellDocument, pageDocument, prepareTemplate } from './lib/html-document';
import adminText from '../src/admin/text/en.json';
import { precompress } from './lib/precompress';
import { robotsTxt, sitemapXml } from './lib/crawler-files';
import { writeContentSecurity } from './lib/content-security';
import { writeDocuments } from './documents/registry';
import type * as EntryServer from '../src/entry-server';
import type { Language } from '../src/content/localize';
import { searchIndexAddress } from '../src/search/records';

const configFile = path.join(projectRoot, 'vite.config.ts');
const quiet = { logLevel: 'warn' as const };

/** dist/index.html for /, dist/sw/index.html for /sw/, dist/sw/about/index.html for /sw/about. */
function outputFileFor(route: string): string {
  return path.join(distDir, route, 'index.html');
}

/**
 * The sitemap: every page in each language, with its alternates (search engines read hreflang from
 * either the pages or the sitemap; both say the same). Search results are left out.
 */
function sitemap(entry: typeof EntryServer, siteUrl: string): string {
  const address = (pagePath: string, language: (typeof entry.LANGUAGES)[number]) =>
    siteUrl + entry.localizedPath(pagePath, language);
  const alternates = (pagePath: string) => [
    ...entry.LANGUAGES.map((language) => ({ hreflang: language, href: address(pagePath, language) })),
    { hreflang: 'x-default', href: address(pagePath, 'en') },
  ];
  return sitemapXml(
    entry.pagePaths
      .filter((pagePath) => pagePath !== '/search')
      .flatMap((pagePath) =>
        entry.LANGUAGES.map((language) => ({
          loc: address(pagePath, language),
          alternates: alternates(pagePath),
        })),
      ),
  );
}

/**
 * Writes the PDFs made from content to dist/files/ and stops the build if any differs from the size
 * the pages were rendered with (generation is repeatable, so it never should).
 */
async function writeGeneratedDocuments(shown: typeof EntryServer.generatedDocuments) {
  const written = await writeDocuments(path.join(projectRoot, 'content'), distDir);
  for (const [id, bytes] of Object.entries(written)) {
    if (shown[id]?.bytes !== bytes)
      throw new Error(
        `dist/files/${id}.pdf has ${bytes} bytes but the pages show ${shown[id]?.bytes ?? 'no size'}.`,
      );
  }
}

/** One search index per language, fetched by the browser only when a visitor starts a search. */
async function writeSearchIndexes(indexes: typeof EntryServer.searchIndexFiles) {
  for (const [language, index] of Object.entries(await indexes())) {
    const file = path.join(distDir, searchIndexAddress(language as Language));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(index));
  }
}

async function main() {
  const started = performance.now();
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });

  await build({ configFile, ...quiet, build: { outDir: distDir, emptyOutDir: true } });
  await build({
    configFile,
    ...quiet,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: path.join(buildDir, 'ssr'),
      emptyOutDir: true,
      manifest: false,
    },
  });
  await build({
    configFile,
    ...quiet,
    build: {
      ssr: 'src/server/main.ts',
      outDir: path.join(buildDir, 'server'),
      emptyOutDir: true,
      manifest: false,
    },
  });

  const entry = (await import(
    pathToFileURL(path.join(buildDir, 'ssr/entry-server.js')).href
  )) as typeof EntryServer;
  await writeGeneratedDocuments(entry.generatedDocuments);
  const first = await entry.renderPage('/');
  const template = prepareTemplate(distDir, first.site.customization.fontFamily);
  for (const route of entry.routes) {
    const page = route === '/' ? first : await entry.renderPage(route);
    const file = outputFileFor(route);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageDocument(template, page));
  }
  // The not-found page in each language: the server answers unknown /sw/... with dist/sw/404.html.
  for (const language of entry.LANGUAGES) {
    const notFoundRoute = entry.localizedPath('/404', language);
    const file = path.join(distDir, path.dirname(notFoundRoute), '404.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageDocument(template, await entry.renderPage(notFoundRoute)));
  }
  await writeSearchIndexes(entry.searchIndexFiles);
  fs.mkdirSync(path.join(distDir, 'admin'), { recursive: true });
  fs.writeFileSync(
    path.join(distDir, 'admin/index.html'),
    adminShellDocument(template, adminText['admin.title'], adminText['layout.loading']),
  );

  const siteUrl = first.site.seo.siteUrl;
  fs.writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
  fs.writeFileSync(path.join(distDir, 'sitemap.xml'), sitemap(entry, siteUrl));
  writeContentSecurity(distDir);
  const { files } = precompress(distDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // Read by `npm run bench`, which reports the build time of a build it did not run itself.
  fs.writeFileSync(
    path.join(buildDir, 'build-info.json'),
    JSON.stringify({
      builtAt: new Date().toISOString(),
      seconds: Number(seconds),
      pages: entry.routes.length,
    }) + '\n',
  );
  console.log(
    `Built ${entry.pagePaths.length} pages in ${entry.LANGUAGES.length} languages (${entry.routes.length} addresses) and the not-found pages in ${seconds} s (${files} files precompressed).`,
  );
}

await main();
