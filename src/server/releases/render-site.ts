/**
 * Renders the site from a content folder into a release folder with the SSR bundle: the pages in
 * every language and the not-found pages, the PDFs, the search indexes, the sitemap, the content's
 * hashed JSON files and manifest. The build renders everything into a new release; a publish renders
 * only what its change touches into a release whose other files are hard links to the live one's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as EntryServer from '../../entry-server';
import { GENERATED_FILES_ID, type GeneratedFiles } from '../../content/generated-files';
import { PAGE_INDEX_ID, pageIndexOf } from '../../content/page-index';
import type { Language } from '../../content/localize';
import type { SiteSettings } from '../../content/types.generated';
import { searchIndexAddress } from '../../search/records';
import {
  documentKinds,
  generateDocuments,
  generatedFilesOf,
  planDocuments,
  writeDocuments,
  documentUrl,
} from '../../documents/registry';
import type { DocumentKind } from '../../documents/types';
import { readContentFolder, writeContentFiles } from './content-files';
import { writeContentSecurity } from './content-security';
import { robotsTxt, sitemapXml } from './crawler-files';
import { pageDocument, prepareTemplate } from './html-document';
import { precompressFile, writeFileAnew } from './precompress';

export type SsrEntry = typeof EntryServer;

/** Where a release records, per address rendered, the content documents its render read. */
export const RENDER_RECORD_FILE = '.renders.json';

export interface RenderRecord {
  revision: number;
  /** By address (/fees, /sw/fees, and /404 and /sw/404 for the not-found pages): the ids the render read. */
  reads: Record<string, string[]>;
}

export interface SiteRenderOptions {
  entry: SsrEntry;
  contentDir: string;
  /** The release folder; it holds the client build and its template (TEMPLATE_FILE). */
  outDir: string;
  revision: number;
  /** Renders only the addresses this accepts (every address when not given). */
  renders?: (address: string) => boolean;
  /** The PDF kinds to make again (every kind when not given); the others' files are already in outDir. */
  pdfKinds?: DocumentKind[];
  /** The generated files of the release outDir was made from, for the PDFs not made again. */
  previousFiles?: GeneratedFiles;
  /** Write the .br and .gz copies of what it writes (default); the build compresses the whole folder instead. */
  precompress?: boolean;
}

export interface SiteRenderResult {
  /** The addresses rendered, not-found pages included. */
  rendered: string[];
  /** Every address of the site, not-found pages included. */
  addresses: string[];
  record: RenderRecord;
  /** The ids of every content document rendered from, the derived ones included. */
  documents: Record<string, unknown>;
}

/** Every document a release is rendered from: the content folder's, the PDFs' sizes and the page index. */
async function releaseDocuments(options: SiteRenderOptions): Promise<Record<string, unknown>> {
  const documents = readContentFolder(options.contentDir);
  const read = (id: string) => documents[id];
  const kinds = options.pdfKinds ?? documentKinds;
  const made = await generateDocuments(options.contentDir, { read, kinds });
  writeDocuments(made, options.outDir);
  if (options.precompress !== false)
    for (const document of made) precompressFile(path.join(options.outDir, documentUrl(document.id)));
  const madeFiles = generatedFilesOf(made);
  // The files of the kinds not made again stay as they were, for the ids the content still plans.
  const planned = new Set(planDocuments(read).map((document) => document.id));
  const keptFiles = Object.fromEntries(
    Object.entries(options.previousFiles ?? {}).filter(([id]) => planned.has(id) && !(id in madeFiles)),
  );
  return {
    ...documents,
    [GENERATED_FILES_ID]: { ...keptFiles, ...madeFiles },
    [PAGE_INDEX_ID]: pageIndexOf(documents),
  };
}

/** The file an address is prerendered to: /sw/about → sw/about/index.html; /sw/404 → sw/404.html. */
function pageFile(outDir: string, address: string, notFound: boolean): string {
  return notFound
    ? path.join(outDir, path.dirname(address), '404.html')
    : path.join(outDir, address, 'index.html');
}

/**
 * The sitemap: every page in each language, with its alternates (search engines read hreflang from
 * either the pages or the sitemap; both say the same). Search results are left out.
 */
function sitemap(entry: SsrEntry, pagePaths: string[], siteUrl: string): string {
  const address = (pagePath: string, language: (typeof entry.LANGUAGES)[number]) =>
    siteUrl + entry.localizedPath(pagePath, language);
  const alternates = (pagePath: string) => [
    ...entry.LANGUAGES.map((language) => ({ hreflang: language, href: address(pagePath, language) })),
    { hreflang: 'x-default', href: address(pagePath, 'en') },
  ];
  return sitemapXml(
    pagePaths
      .filter((pagePath) => pagePath !== '/search')
      .flatMap((pagePath) =>
        entry.LANGUAGES.map((language) => ({
          loc: address(pagePath, language),
          alternates: alternates(pagePath),
        })),
      ),
  );
}

/** Renders the site (or the addresses options.renders accepts) into options.outDir. */
export async function renderSite(options: SiteRenderOptions): Promise<SiteRenderResult> {
  const { entry, outDir } = options;
  const documents = await releaseDocuments(options);
  const renderer = entry.createRenderer(documents);
  const site = documents.site as SiteSettings;
  const template = prepareTemplate(outDir, site.customization.fontFamily);
  const notFoundAddresses = entry.LANGUAGES.map((language) => entry.localizedPath('/404', language));
  const addresses = [...renderer.routes, ...notFoundAddresses];
  const previous = readRenderRecord(outDir);
  const record: RenderRecord = { revision: options.revision, reads: {} };
  const rendered: string[] = [];
  const written: string[] = [];
  for (const address of addresses) {
    if (options.renders && !options.renders(address) && previous?.reads[address]) {
      record.reads[address] = previous.reads[address];
      continue;
    }
    const page = await renderer.renderPage(address);
    const file = pageFile(outDir, address, notFoundAddresses.includes(address));
    writeFileAnew(file, pageDocument(template, page));
    written.push(file);
    record.reads[address] = page.reads.sort();
    rendered.push(address);
  }
  // Pages no longer in the content leave the release.
  for (const address of Object.keys(previous?.reads ?? {})) {
    if (addresses.includes(address)) continue;
    const file = pageFile(outDir, address, false);
    for (const copy of [file, `${file}.gz`, `${file}.br`]) fs.rmSync(copy, { force: true });
  }

  for (const [language, index] of Object.entries(await renderer.searchIndexFiles())) {
    const file = path.join(outDir, searchIndexAddress(language as Language));
    writeFileAnew(file, JSON.stringify(index));
    written.push(file);
  }
  const siteUrl = site.seo.siteUrl;
  writeFileAnew(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
  const sitemapFile = path.join(outDir, 'sitemap.xml');
  writeFileAnew(sitemapFile, sitemap(entry, renderer.pagePaths, siteUrl));
  written.push(sitemapFile);
  written.push(...writeContentFiles(outDir, documents, options.revision).written);
  writeContentSecurity(outDir);
  writeFileAnew(path.join(outDir, RENDER_RECORD_FILE), JSON.stringify(record));
  if (options.precompress !== false) for (const file of written) precompressFile(file);
  return { rendered, addresses, record, documents };
}

/** The render record of a release, or undefined when it has none. */
export function readRenderRecord(releaseDir: string): RenderRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(releaseDir, RENDER_RECORD_FILE), 'utf8')) as RenderRecord;
  } catch {
    return undefined;
  }
}
