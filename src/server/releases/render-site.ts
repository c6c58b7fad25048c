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
import { NOT_FOUND_PATH } from '../../content/site-path';
import { searchIndexAddress } from '../../search/records';
import { CONTENT_MANIFEST_ADDRESS, type ContentManifest } from '../../content/publishing';
import {
  documentKinds,
  generateDocuments,
  generatedFilesOf,
  kindsMadeFrom,
  planDocuments,
  writeDocuments,
  documentUrl,
} from '../../documents/registry';
import { readContentFolder } from '../content-folder';
import { contentFilesOf, writeContentFiles } from './content-files';
import { writeContentSecurity } from './content-security';
import { robotsTxt, sitemapXml } from './crawler-files';
import { pageDocument, prepareTemplate } from './html-document';
import { precompressFile, writeFileAnew, type CompressionEffort } from './precompress';
import { offlinePageAddress } from '../../offline/addresses';
import { offlinePageDocument } from '../../offline/offline-page';
import { addUploadedImages } from './uploaded-media';
import { writeLoginPages } from '../admin-auth/login-page-file';

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
  /**
   * The release folder; it holds the client build and its template (TEMPLATE_FILE). For a partial
   * render it starts as hard links to the previous release's files.
   */
  outDir: string;
  revision: number;
  /**
   * Renders only what changed since this release (whose files outDir holds as links): the pages
   * whose render read a changed document, the PDFs made from one. Everything when not given.
   */
  previousDir?: string;
  /** Documents to treat as changed even if their bytes are the same (the publish names them). */
  changedIds?: readonly string[];
  /**
   * How to write the .br and .gz copies of what it writes: as hard as can be (default), fast (a
   * publish), or not at all (the build compresses the whole folder afterwards).
   */
  precompress?: CompressionEffort | false;
}

export interface SiteRenderResult {
  /** The addresses rendered, not-found pages included. */
  rendered: string[];
  /** Every address of the site, not-found pages included. */
  addresses: string[];
  /** The generated PDFs made (ids). */
  madeFiles: string[];
  /** The documents that differ from the previous release's (every one for a full render). */
  changed: string[];
  record: RenderRecord;
  /** Every document rendered from, by id, the derived ones included. */
  documents: Record<string, unknown>;
}

/** What a release was made from: its manifest and, on demand, its documents. */
interface PreviousRelease {
  dir: string;
  manifest: ContentManifest;
  record: RenderRecord | undefined;
  document(id: string): unknown;
}

function previousRelease(dir: string): PreviousRelease {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dir, CONTENT_MANIFEST_ADDRESS), 'utf8'),
  ) as ContentManifest;
  return {
    dir,
    manifest,
    record: readRenderRecord(dir),
    document(id) {
      const address = manifest.documents[id];
      return address ? (JSON.parse(fs.readFileSync(path.join(dir, address), 'utf8')) as unknown) : undefined;
    },
  };
}

/** The ids whose content-hashed address differs between two manifests, or that only one has. */
function changedBetween(before: ContentManifest, after: ContentManifest): Set<string> {
  const ids = new Set([...Object.keys(before.documents), ...Object.keys(after.documents)]);
  return new Set([...ids].filter((id) => before.documents[id] !== after.documents[id]));
}

/**
 * Every document a release is rendered from: the content folder's, the PDFs' sizes and the page
 * index. Makes (and writes) the PDFs of every kind, or after a change only of the kinds made from a
 * changed document; the other PDFs are the previous release's, already in outDir.
 */
async function releaseDocuments(
  options: SiteRenderOptions,
  previous: PreviousRelease | undefined,
): Promise<{ documents: Record<string, unknown>; madeFiles: string[] }> {
  const documents = readContentFolder(options.contentDir);
  const read = (id: string) => documents[id];
  let kinds = documentKinds;
  if (previous) {
    const changed = changedBetween(previous.manifest, contentFilesOf(documents, 0).manifest);
    for (const id of options.changedIds ?? []) changed.add(id);
    kinds = kindsMadeFrom(changed);
  }
  const made = await generateDocuments(options.contentDir, { read, kinds });
  writeDocuments(made, options.outDir);
  if (options.precompress !== false)
    for (const document of made)
      precompressFile(path.join(options.outDir, documentUrl(document.id)), options.precompress);
  const madeFiles = generatedFilesOf(made);
  // The files of the kinds not made again stay as they were, for the ids the content still plans.
  const planned = new Set(planDocuments(read).map((document) => document.id));
  const previousFiles = (previous?.document(GENERATED_FILES_ID) ?? {}) as GeneratedFiles;
  const keptFiles = Object.fromEntries(
    Object.entries(previousFiles).filter(([id]) => planned.has(id) && !(id in madeFiles)),
  );
  for (const id of Object.keys(previousFiles)) {
    if (planned.has(id)) continue;
    const file = path.join(options.outDir, documentUrl(id));
    for (const copy of [file, `${file}.gz`, `${file}.br`]) fs.rmSync(copy, { force: true });
  }
  return {
    documents: {
      ...documents,
      [GENERATED_FILES_ID]: { ...keptFiles, ...madeFiles },
      [PAGE_INDEX_ID]: pageIndexOf(documents),
    },
    madeFiles: Object.keys(madeFiles),
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

/**
 * Renders the site into options.outDir: everything, or with previousDir only what differs from it.
 * Every page embeds the page index, so a change to it (a page added, removed, renamed or retitled)
 * renders every page; otherwise a page is rendered when its render read a changed document.
 */
export async function renderSite(options: SiteRenderOptions): Promise<SiteRenderResult> {
  const { entry, outDir } = options;
  const previous = options.previousDir ? previousRelease(options.previousDir) : undefined;
  const { documents, madeFiles } = await releaseDocuments(options, previous);
  // Before any page that shows them is written, so no page names a picture its release lacks.
  addUploadedImages(options.contentDir, outDir, documents);
  const { manifest } = contentFilesOf(documents, options.revision);
  const changed = previous
    ? changedBetween(previous.manifest, manifest)
    : new Set(Object.keys(manifest.documents));
  for (const id of options.changedIds ?? []) changed.add(id);
  const rendersAll = !previous?.record || changed.has(PAGE_INDEX_ID);
  const needsRender = (address: string) => {
    const reads = previous?.record?.reads[address];
    return rendersAll || !reads || reads.some((id) => changed.has(id));
  };

  const renderer = entry.createRenderer(documents);
  const site = documents.site as SiteSettings;
  const template = prepareTemplate(outDir, site.customization.fontFamily);
  const notFoundAddresses = entry.LANGUAGES.map((language) => entry.localizedPath(NOT_FOUND_PATH, language));
  const addresses = [...renderer.routes, ...notFoundAddresses];
  const record: RenderRecord = { revision: options.revision, reads: {} };
  const rendered: string[] = [];
  const written: string[] = [];
  for (const address of addresses) {
    if (!needsRender(address)) {
      record.reads[address] = previous!.record!.reads[address]!;
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
  for (const address of Object.keys(previous?.record?.reads ?? {})) {
    if (addresses.includes(address)) continue;
    const file = pageFile(outDir, address, false);
    for (const copy of [file, `${file}.gz`, `${file}.br`]) fs.rmSync(copy, { force: true });
  }

  if (changed.size > 0) {
    for (const [language, index] of Object.entries(await renderer.searchIndexFiles())) {
      const file = path.join(outDir, searchIndexAddress(language as Language));
      writeFileAnew(file, JSON.stringify(index));
      written.push(file);
    }
  }
  const siteUrl = site.seo.siteUrl;
  writeFileAnew(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
  const sitemapFile = path.join(outDir, 'sitemap.xml');
  writeFileAnew(sitemapFile, sitemap(entry, renderer.pagePaths, siteUrl));
  written.push(sitemapFile);
  // What the service worker shows offline for an address never opened, in the frame of this release.
  for (const language of entry.LANGUAGES) {
    const file = path.join(outDir, offlinePageAddress(language));
    writeFileAnew(file, offlinePageDocument(site, language));
    written.push(file);
  }
  // The admin's sign-in page in each language, in this release's colours and font (its words are the build's).
  written.push(...writeLoginPages(outDir, site.customization));
  written.push(...writeContentFiles(outDir, documents, options.revision).written);
  writeContentSecurity(outDir);
  writeFileAnew(path.join(outDir, RENDER_RECORD_FILE), JSON.stringify(record));
  if (options.precompress !== false) for (const file of written) precompressFile(file, options.precompress);
  return { rendered, addresses, madeFiles, changed: [...changed].sort(), record, documents };
}

/** The render record of a release, or undefined when it has none. */
export function readRenderRecord(releaseDir: string): RenderRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(releaseDir, RENDER_RECORD_FILE), 'utf8')) as RenderRecord;
  } catch {
    return undefined;
  }
}
