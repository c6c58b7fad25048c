/**
 * The site's service worker, built on its own into /sw.js (scripts/build.ts). It keeps what a visitor
 * opened so that it reads without a connection:
 * - the build's hashed scripts, styles and fonts: from the cache first (their bytes never change);
 * - the pages opened and the PDFs downloaded: from the network first, from the cache when there is
 *   none or it has not answered in 3 s; a page from the cache says it is offline and since when;
 * - the search indexes and content documents once used (the manifest and indexes network first, the
 *   content-hashed documents cache first), and the pictures shown;
 * - an address never opened gets the offline page, listing the pages saved.
 * Nothing of the admin (its pages, and what an admin page loads) nor of /api/ is kept, nor anything
 * but GET requests (Workbox routes only GET unless told otherwise).
 * Workbox's routing, strategies and expiration do the caching: their network timeout, cache updates
 * and cache bounds are well tried, and each rule below is one line of them.
 */
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { LANGUAGES } from '../content/localize';
import { isAdminAddress, splitSitePath } from '../content/site-path';
import {
  CACHE_NAMES,
  CACHE_PREFIX,
  isSavePageMessage,
  offlinePageAddress,
  RETIRE_MESSAGE,
} from './addresses';
import { pageTitleOf, withOfflineNotice, withSavedPages, type SavedPage } from './saved-pages';

/** Names the build's assets, set by the build: a new build keeps its assets in a cache of its own. */
declare const __OFFLINE_ASSETS_BUILD__: string;

interface LifecycleEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerMessageEvent extends LifecycleEvent {
  data: unknown;
  /** The page that sent the message. */
  source: { url: string } | null;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { get(id: string): Promise<{ url: string } | undefined> };
  addEventListener(type: 'install' | 'activate', listener: (event: LifecycleEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const NETWORK_TIMEOUT_SECONDS = 3;
/** When a page was saved, and its title (for the offline page's list), kept with it in the cache. */
const SAVED_AT_HEADER = 'x-offline-saved-at';
const TITLE_HEADER = 'x-offline-title';
const NOT_A_PAGE = /^\/(admin|api|assets|media|files|content|search-index|offline)(\/|$)|\.[a-z0-9]+$/i;

/** Set when the settings turn offline reading off: the worker then keeps nothing more. */
let retired = false;

/** Only whole answers of the site are kept: no error, no redirect, no partial content. */
const wholeAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    !retired && response.status === 200 && !response.redirected && response.type === 'basic'
      ? response
      : null,
};

/** A copy of an answer with other bytes and headers (the body's encoding is undone by reading it). */
function answerWith(response: Response, body: string, headers: Record<string, string>): Response {
  const copy = new Headers(response.headers);
  copy.delete('content-encoding');
  copy.delete('content-length');
  for (const [name, value] of Object.entries(headers)) copy.set(name, value);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: copy });
}

/** Writes when a page was saved and its title beside it. */
const savedPageRecord: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const html = await response.text();
    return answerWith(response, html, {
      [SAVED_AT_HEADER]: new Date().toISOString(),
      [TITLE_HEADER]: encodeURIComponent(pageTitleOf(html)),
    });
  },
  // The offline pages follow the publishes too: fetched again with a page, at most once an hour.
  cacheDidUpdate: async ({ request, event }) => {
    event.waitUntil(refreshOfflinePage(splitSitePath(new URL(request.url).pathname).language));
  },
};

/** A page read from the cache says so, with the day it was saved. */
const offlineNotice: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const savedAt = new Date(cachedResponse.headers.get(SAVED_AT_HEADER) ?? Date.now());
    const { language } = splitSitePath(new URL(request.url).pathname);
    return answerWith(cachedResponse, withOfflineNotice(await cachedResponse.text(), language, savedAt), {});
  },
};

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // An English page varies with the language cookie, which a worker's requests do not show.
  matchOptions: { ignoreVary: true },
  plugins: [
    wholeAnswersOnly,
    savedPageRecord,
    new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
    offlineNotice,
  ],
});

interface CachingRule {
  matches(pathname: string): boolean;
  strategy: Strategy;
}

const resourceRules: CachingRule[] = [
  {
    matches: (pathname) => pathname.startsWith('/files/'),
    strategy: new NetworkFirst({
      cacheName: CACHE_NAMES.files,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [wholeAnswersOnly, new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
    }),
  },
  {
    matches: (pathname) => pathname.startsWith('/search-index/') || pathname === '/content/manifest.json',
    strategy: new NetworkFirst({
      cacheName: CACHE_NAMES.data,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [wholeAnswersOnly],
    }),
  },
  {
    matches: (pathname) => pathname.startsWith('/content/'),
    strategy: new CacheFirst({
      cacheName: CACHE_NAMES.content,
      plugins: [wholeAnswersOnly, new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
    }),
  },
  {
    matches: (pathname) => pathname.startsWith('/assets/'),
    strategy: new CacheFirst({
      cacheName: CACHE_NAMES.assets(__OFFLINE_ASSETS_BUILD__),
      plugins: [wholeAnswersOnly],
    }),
  },
  {
    matches: (pathname) => pathname.startsWith('/media/'),
    strategy: new CacheFirst({
      cacheName: CACHE_NAMES.media,
      plugins: [
        wholeAnswersOnly,
        new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  },
];

/** Whether a request comes from an admin page: what the admin loads is never kept. */
async function fromAdmin(event: unknown): Promise<boolean> {
  const clientId = (event as { clientId?: string }).clientId;
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  return client !== undefined && isAdminAddress(new URL(client.url).pathname);
}

for (const rule of resourceRules) {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && rule.matches(url.pathname),
    async (options: RouteHandlerCallbackOptions) =>
      (await fromAdmin(options.event)) ? fetch(options.request) : rule.strategy.handle(options),
  );
}

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    request.mode === 'navigate' &&
    !NOT_A_PAGE.test(url.pathname) &&
    !isAdminAddress(url.pathname),
  pages,
).setCatchHandler(async ({ url }) => offlinePage(splitSitePath(url.pathname).language));

/** The offline page of a language, listing the saved pages of that language. */
async function offlinePage(language: (typeof LANGUAGES)[number]): Promise<Response> {
  const cached = await caches.match(offlinePageAddress(language), { cacheName: CACHE_NAMES.frame });
  if (!cached) return Response.error();
  const html = withSavedPages(await cached.text(), language, await savedPages());
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const found: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const response = await cache.match(request);
    const title = decodeURIComponent(response?.headers.get(TITLE_HEADER) ?? '') || url.pathname;
    found.push({ address: url.pathname + url.search, title, language: splitSitePath(url.pathname).language });
  }
  return found;
}

const OFFLINE_PAGE_REFRESH_MS = 3600_000;
const offlinePageFetchedAt = new Map<string, number>();

/** Fetches the offline page of a language again (a publish may have changed the frame it shows). */
async function refreshOfflinePage(language: (typeof LANGUAGES)[number]): Promise<void> {
  if (retired) return;
  const fetchedAt = offlinePageFetchedAt.get(language);
  if (fetchedAt !== undefined && Date.now() - fetchedAt < OFFLINE_PAGE_REFRESH_MS) return;
  offlinePageFetchedAt.set(language, Date.now());
  try {
    const address = offlinePageAddress(language);
    const response = await fetch(address, { cache: 'no-cache' });
    if (response.ok) await (await caches.open(CACHE_NAMES.frame)).put(address, response);
  } catch {
    offlinePageFetchedAt.delete(language);
  }
}

worker.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(LANGUAGES.map(refreshOfflinePage)));
  void worker.skipWaiting();
});

// The page that registered the worker is served by it from now on, without a reload.
clientsClaim();

worker.addEventListener('activate', (event) => {
  const current = new Set<string>([...Object.values(CACHE_NAMES).filter((name) => typeof name === 'string')]);
  current.add(CACHE_NAMES.assets(__OFFLINE_ASSETS_BUILD__));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// The page that registered the worker was loaded before it: it sends its address and what it loaded.
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === RETIRE_MESSAGE) retired = true;
  if (!isSavePageMessage(event.data) || !event.source || isAdminAddress(new URL(event.source.url).pathname))
    return;
  const { page, resources } = event.data;
  const sameSite = (address: string) => new URL(address, worker.location.href);
  const saves: Promise<unknown>[] = [];
  const pageUrl = sameSite(page);
  if (pageUrl.origin === worker.location.origin && !NOT_A_PAGE.test(pageUrl.pathname)) {
    saves.push(pages.handle({ request: new Request(pageUrl, { credentials: 'same-origin' }), event }));
  }
  for (const resource of resources) {
    const url = sameSite(resource);
    const rule = resourceRules.find((candidate) => candidate.matches(url.pathname));
    if (url.origin === worker.location.origin && rule)
      saves.push(rule.strategy.handle({ request: url.href, event }));
  }
  event.waitUntil(Promise.allSettled(saves));
});
