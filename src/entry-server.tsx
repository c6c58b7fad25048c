/**
 * Prerendering: renders one address of the site to HTML with its critical CSS and the documents it
 * read, for scripts/prerender.ts. Runs in Node at build time only.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import createEmotionServer from '@emotion/server/create-instance';
import pageIndex from 'virtual:page-index';
import { findPage } from './content/hooks';
import { documentLoaders } from './content/loaders';
import { ContentStore } from './content/store';
import type { NotFoundDocument, PageDocument, SiteSettings } from './content/types.generated';
import { Root } from './site/Root';
import { createEmotionCache } from './site/emotion';
import { pageHead, type PageHead } from './site/head';

export interface RenderedPage {
  html: string;
  styleTags: string;
  documents: Record<string, unknown>;
  head: PageHead;
  site: SiteSettings;
}

export const routes: string[] = pageIndex.map((entry) => entry.path);

const store = new ContentStore(documentLoaders);
const ready = store.loadAll();

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

export async function renderPage(url: string): Promise<RenderedPage> {
  await ready;
  const cache = createEmotionCache();
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <Root store={store} emotionCache={cache} language="en" router={router} />,
    {
      onError: (error) => console.error(`Rendering ${url} failed:`, error),
      // React moves a large finished section to the end of the HTML, to be put in place by a script;
      // a page must read whole without JavaScript, so every section stays where it belongs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamToString(prelude);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(html));

  const site = store.peek('site') as SiteSettings;
  const entry = findPage(pageIndex, new URL(url, 'http://localhost').pathname);
  const page = entry ? (store.peek(entry.id) as PageDocument) : (store.peek('not-found') as NotFoundDocument);
  return { html, styleTags, documents: store.takeReadDocuments(), head: pageHead(page, site, 'en'), site };
}
