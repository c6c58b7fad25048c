/**
 * Prerendering: renders one address of the site, in either language, to HTML with its critical CSS
 * and the documents it read. Runs in Node, at build time (scripts/build.ts) and after a publish (the
 * server's release worker), from content documents handed to it at run time: no content is compiled in.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import createEmotionServer from '@emotion/server/create-instance';
import { findPage } from './content/hooks';
import { localizedPath, splitSitePath } from './content/site-path';
import { documentsSource } from './content/loaders';
import { ContentStore } from './content/store';
import { pageIndexOf } from './content/page-index';
import { blockRegistry, preloadBlocks } from './blocks/registry';
import { serializeForScript } from './content/embedded';
import { preloadIslands } from './site/islands/island-list';
import { IslandRendererContext, type IslandRenderer } from './ui/islands/Island';
import { islandElement } from './ui/islands/island-element';
import { preloadAllContentIcons } from './ui/contentIcons';
import { storeSearchRecords } from './blocks/search-index';
import type { PageIndexEntry } from './content/documents';
import { LANGUAGES, type Language } from './content/localize';
import type { SearchIndexFile, SearchRecord } from './search/records';
import { searchIndexOf, type LoadedSearchIndex } from './search/load';
import { searchForAddress, type PrefilledSearch } from './search/page-outcome';
import { PrefilledSearchProvider } from './blocks/search-results/prefilled';
import type { NotFoundDocument, PageDocument, SiteSettings } from './content/types.generated';
import { Root } from './site/Root';
import { breadcrumbTrail } from './site/frame/Breadcrumbs';
import { createEmotionCache, PRERENDERED_STYLES_ATTRIBUTE } from './site/emotion';
import { pageHead, type PageHead } from './site/head';

/**
 * A page prerendered as islands: finished HTML in which only the interactive parts ship code, each
 * carrying its own props (the whole page is one React tree only in the admin's tab and preview,
 * which render it in the browser).
 */
export interface RenderedPage {
  html: string;
  styleTags: string;
  /** The ids of the content documents the render read: a change to any of them changes the page. */
  reads: string[];
  head: PageHead;
  site: SiteSettings;
}

/** What a render at run time may add to a page. */
export interface PageRenderOptions {
  /** The records of the page language's search index: a /search address is rendered with its results. */
  searchRecords?: SearchRecord[];
  /** The moment the date filter counts back from. */
  now?: Date;
}

export { LANGUAGES, localizedPath };

// Every block's code is in before the first render, so no Suspense boundary is left for inline
// scripts to fill in: the prerendered HTML is the finished page, readable before any script runs.
const codeReady = Promise.all([
  preloadBlocks(Object.keys(blockRegistry)),
  preloadAllContentIcons(),
  preloadIslands(),
]);

/** Renders the site from one set of documents (by id, with the generated-files document). */
export interface SiteRenderer {
  /** Every page's own path (/about/history), the same in every language. */
  pagePaths: string[];
  /** Every address to prerender: each page in English (/about) and in Kiswahili (/sw/about). */
  routes: string[];
  renderPage(url: string, options?: PageRenderOptions): Promise<RenderedPage>;
  searchIndexFiles(): Promise<Record<Language, SearchIndexFile>>;
}

/**
 * A renderer over these documents: content documents by id (pages/about, site, ...) and the
 * generated-files document. The page index is worked out from the page documents. Renders run one at
 * a time (each takes the documents it read from the shared store).
 */
export function createRenderer(documents: Readonly<Record<string, unknown>>): SiteRenderer {
  const pageIndex = pageIndexOf(documents);
  const pagePaths = pageIndex.map((entry) => entry.path);
  const store = new ContentStore(documentsSource(documents), {}, pageIndex);
  const ready = Promise.all([store.loadAll(), codeReady]);
  return {
    pagePaths,
    routes: LANGUAGES.flatMap((language) => pagePaths.map((path) => localizedPath(path, language))),
    renderPage: async (url, options = {}) => {
      await ready;
      return renderWith(store, pageIndex, url, options);
    },
    searchIndexFiles: async () => {
      await ready;
      return searchIndexesOf(store);
    },
  };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** Each index's records searched once made ready, so the close-match index is built once per index. */
const searchIndexes = new WeakMap<SearchRecord[], LoadedSearchIndex>();

/** The results a /search address shows, when its query and the records of its language are given. */
function searchOf(url: URL, language: Language, options: PageRenderOptions): PrefilledSearch | null {
  const records = options.searchRecords;
  if (!records || splitSitePath(url.pathname).path !== '/search') return null;
  let index = searchIndexes.get(records);
  if (!index || index.language !== language) {
    index = searchIndexOf(language, records);
    searchIndexes.set(records, index);
  }
  return searchForAddress(index, url.search, options.now ?? new Date());
}

async function renderWith(
  store: ContentStore,
  pageIndex: PageIndexEntry[],
  url: string,
  options: PageRenderOptions,
): Promise<RenderedPage> {
  const address = new URL(url, 'http://localhost');
  const { language, path } = splitSitePath(address.pathname);
  const search = searchOf(address, language, options);
  const entry = findPage(pageIndex, path);
  const page = entry ? (store.peek(entry.id) as PageDocument) : (store.peek('not-found') as NotFoundDocument);
  const cache = createEmotionCache();
  // Collect the page's styles into one block in the head rather than a <style> beside each element:
  // the browser then parses them once, and hydration need not move fifty tags out of the page first.
  cache.compat = true;
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <IslandRendererContext value={islandRenderer()}>
      <PrefilledSearchProvider value={search}>
        <Root store={store} emotionCache={cache} router={router} />
      </PrefilledSearchProvider>
    </IslandRendererContext>,
    {
      onError: (error) => console.error(`Rendering ${url} failed:`, error),
      // Keep every Suspense boundary inline: outlined ones wait for an inline script to move them into
      // place, which leaves the page blank without scripts and delays its largest paint.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamToString(prelude);
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { styles } = extractCriticalToChunks(html);
  // One block, global rules first as emotion orders them, named so the browser's cache adopts it in place.
  const names = styles.flatMap((chunk) => chunk.ids).join(' ');
  const css = styles.map((chunk) => chunk.css).join('');
  const styleTags = `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${names}">${css}</style>`;

  const site = store.peek('site') as SiteSettings;
  const head = pageHead(page, site, language, entry ? breadcrumbTrail(pageIndex, entry.path) : []);
  const read = store.takeReadDocuments();
  return {
    html,
    styleTags,
    reads: Object.keys(read),
    head,
    site,
  };
}

/**
 * Renders each island of one page on its own, as the browser's root for it will: with the id prefix
 * that root is given, after the JSON of its props (the host's first child, which the islands script
 * reads and removes).
 */
function islandRenderer(): IslandRenderer {
  let count = 0;
  return {
    render(component, props, serialized) {
      const idPrefix = `i${count++}-`;
      const markup = renderToString(islandElement(component, props), { identifierPrefix: idPrefix });
      // An island with no props left to carry writes no script: the islands script reads none as {}.
      const propsScript =
        Object.keys(serialized).length === 0
          ? ''
          : `<script type="application/json">${serializeForScript(serialized)}</script>`;
      return {
        html: `${propsScript}${markup}`,
        idPrefix,
      };
    },
  };
}

/** The search index of every language, from every page and the shared documents its blocks show. */
function searchIndexesOf(store: ContentStore): Record<Language, SearchIndexFile> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, { language, records: storeSearchRecords(store, language) }]),
  ) as Record<Language, SearchIndexFile>;
}
