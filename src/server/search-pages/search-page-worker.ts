/**
 * The worker thread that renders /search?q=… pages: it loads the SSR bundle once and, per release,
 * the documents and search indexes that release serves, then renders each asked-for address as the
 * build renders /search, with the results of the release's own index in it. Rendering runs here,
 * off the server's main thread, so searches never hold up the answers to other requests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import type { Language } from '../../content/localize';
import { CONTENT_MANIFEST_ADDRESS, type ContentManifest } from '../../content/publishing';
import type { SiteSettings } from '../../content/types.generated';
import { searchIndexAddress, type SearchIndexFile, type SearchRecord } from '../../search/records';
import { pageDocument, prepareTemplate, type PageTemplates } from '../releases/html-document';
import type { SsrEntry } from '../releases/render-site';

export interface SearchPageJob {
  id: number;
  ssrEntryFile: string;
  /** The release whose documents, template and search index the page is rendered from. */
  releaseDir: string;
  /** The address to render: /search or /sw/search with its query string. */
  url: string;
  language: Language;
}

/** The rendered page, and its gzip and brotli copies. */
export interface SearchPageBodies {
  html: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
}

export type SearchPageAnswer =
  | { id: number; page: SearchPageBodies }
  | { id: number; error: string }
  /** Sent every HEARTBEAT_MS while the thread is free to run anything: it is working, not stuck. */
  | { alive: true };

export const HEARTBEAT_MS = 1000;

interface ReleaseRenderer {
  renderPage: ReturnType<SsrEntry['createRenderer']>['renderPage'];
  template: PageTemplates;
  records(language: Language): SearchRecord[];
}

const entries = new Map<string, Promise<SsrEntry>>();
/** The renderer of the release served last; a new release replaces it (old ones are not asked for again). */
let current: { releaseDir: string; renderer: Promise<ReleaseRenderer> } | undefined;

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** A release's documents, exactly as it serves them to browsers (through its content manifest). */
function releaseDocuments(releaseDir: string): Record<string, unknown> {
  const manifest = readJson<ContentManifest>(path.join(releaseDir, CONTENT_MANIFEST_ADDRESS));
  return Object.fromEntries(
    Object.entries(manifest.documents).map(([id, address]) => [id, readJson(path.join(releaseDir, address))]),
  );
}

async function rendererFor(job: SearchPageJob): Promise<ReleaseRenderer> {
  let entry = entries.get(job.ssrEntryFile);
  if (!entry) {
    entry = import(pathToFileURL(job.ssrEntryFile).href) as Promise<SsrEntry>;
    entries.set(job.ssrEntryFile, entry);
  }
  const loaded = await entry;
  const documents = releaseDocuments(job.releaseDir);
  const renderer = loaded.createRenderer(documents);
  const template = prepareTemplate(job.releaseDir, (documents.site as SiteSettings).customization.fontFamily);
  const indexes = new Map<Language, SearchRecord[]>();
  return {
    renderPage: renderer.renderPage,
    template,
    records(language) {
      let records = indexes.get(language);
      if (!records) {
        records = readJson<SearchIndexFile>(path.join(job.releaseDir, searchIndexAddress(language))).records;
        indexes.set(language, records);
      }
      return records;
    },
  };
}

async function render(job: SearchPageJob): Promise<SearchPageBodies> {
  if (current?.releaseDir !== job.releaseDir) {
    const renderer = rendererFor(job);
    current = { releaseDir: job.releaseDir, renderer };
    // A release that could not be read is tried afresh by the next job.
    renderer.catch(() => {
      if (current?.renderer === renderer) current = undefined;
    });
  }
  const renderer = await current.renderer;
  const page = await renderer.renderPage(job.url, { searchRecords: renderer.records(job.language) });
  const html = Buffer.from(pageDocument(renderer.template, page));
  return {
    html,
    // Fast settings: the page is made for one request (then kept a while), not once for good.
    gzip: zlib.gzipSync(html, { level: 6 }),
    br: zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  };
}

setInterval(() => parentPort!.postMessage({ alive: true } satisfies SearchPageAnswer), HEARTBEAT_MS);

// Jobs run one at a time: a renderer renders one page at a time (its store records what each read).
let queue: Promise<unknown> = Promise.resolve();
parentPort!.on('message', (job: SearchPageJob) => {
  queue = queue.then(() =>
    render(job).then(
      (page) => parentPort!.postMessage({ id: job.id, page } satisfies SearchPageAnswer),
      (error: unknown) =>
        parentPort!.postMessage({
          id: job.id,
          error: String((error as Error).stack ?? error),
        } satisfies SearchPageAnswer),
    ),
  );
});
