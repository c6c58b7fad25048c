/**
 * /search?q=… and /sw/search?q=… answered with the results in the page: rendered in a worker by the
 * SSR bundle with the release's own search index (the matching code the browser runs), kept in a
 * small cache per release, so the results show at first paint and without scripts. A request with
 * no query, and any search the server cannot render in time, gets the prerendered /search page,
 * whose scripts search in the browser as before.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Worker } from 'node:worker_threads';
import { filtersFromParams, searchQueryString } from '../../search/filters';
import { MAX_QUERY_LENGTH } from '../../search/page-outcome';
import { LANGUAGES } from '../../content/localize';
import { localizedPath } from '../../content/site-path';
import { HttpError, sendError } from '../responses';
import type { LiveRelease } from '../releases/live-release';
import { startRenderingWorker } from '../releases/render-release';
import { isKiswahiliPath } from '../site-pages';
import { addVary } from '../static-files';
import type { SearchPageAnswer, SearchPageBodies, SearchPageJob } from './search-page-worker';

export interface SearchPagesOptions {
  /** The SSR bundle the build made (build/ssr/entry-server.js). */
  ssrEntryFile: string;
  /** The worker module: search-page-worker.js beside the built server, or its .ts source. */
  workerFile: string;
  /** Rendered pages kept (each a few tens of KB, with its compressed copies); 100 by default. */
  cacheEntries?: number;
  /** Searches the server renders per minute per address (0: no limit; SEARCH_RATE_LIMIT); 60 by default. */
  rateLimitPerMinute?: number;
  /** Renders waiting at most; a search beyond them gets the prerendered page. 8 by default. */
  maxWaiting?: number;
  /** How long a render may take before the prerendered page is sent instead; 5 s by default. */
  timeoutMs?: number;
  /** Load the bundle and the release at once, so the first search does not wait for it. */
  warm?: boolean;
}

const SEARCH_PAGES = LANGUAGES.map((language) => localizedPath('/search', language));
const RATE_WINDOW_MS = 60_000;

/** A small least-recently-used cache: a Map keeps insertion order, and a hit moves its entry last. */
class PageCache {
  private readonly pages = new Map<string, SearchPageBodies>();
  private release = '';

  constructor(private readonly size: number) {}

  /** Pages of an earlier release are dropped at the first request served from a new one. */
  forRelease(dir: string): this {
    if (dir !== this.release) {
      this.pages.clear();
      this.release = dir;
    }
    return this;
  }

  get(key: string): SearchPageBodies | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: SearchPageBodies): void {
    this.pages.set(key, page);
    if (this.pages.size > this.size) this.pages.delete(this.pages.keys().next().value!);
  }
}

/**
 * The one worker, started at the first render and again after it stops; jobs wait in its queue. A
 * worker that has sent nothing, not even its heartbeat, for a render's whole allowed time while jobs
 * wait is stuck: it is ended, so the searches after it are rendered by a new one. A worker that is
 * merely slow (loading a new release on a busy machine) beats and is left to finish.
 */
function searchWorker(options: SearchPagesOptions) {
  let worker: Worker | undefined;
  let nextId = 1;
  /** When a worker last sent anything (performance.now()). */
  let heardAt = 0;
  const waiting = new Map<
    number,
    { by: Worker; resolve: (page: SearchPageBodies) => void; reject: (error: Error) => void }
  >();

  /** Fails the jobs a worker was given: it has stopped, or is stopped, before answering them. */
  const failJobsOf = (by: Worker, error: Error) => {
    for (const [id, job] of waiting) {
      if (job.by !== by) continue;
      waiting.delete(id);
      job.reject(error);
    }
  };
  const start = (): Worker => {
    const started = startRenderingWorker(options.workerFile);
    started.unref();
    started.on('message', (answer: SearchPageAnswer) => {
      heardAt = performance.now();
      if ('alive' in answer) return;
      const job = waiting.get(answer.id);
      if (!job) return;
      waiting.delete(answer.id);
      if ('page' in answer) job.resolve(answer.page);
      else job.reject(new Error(answer.error));
    });
    started.on('error', (error) => failJobsOf(started, error));
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failJobsOf(started, new Error(`The search page renderer stopped (exit code ${code}).`));
    });
    return started;
  };

  return {
    get waiting() {
      return waiting.size;
    },
    render(job: Omit<SearchPageJob, 'id' | 'ssrEntryFile'>): Promise<SearchPageBodies> {
      worker ??= start();
      const id = nextId++;
      const current = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { by: current, resolve, reject });
        current.postMessage({ ...job, id, ssrEntryFile: options.ssrEntryFile } satisfies SearchPageJob);
      });
    },
    /**
     * Ends the worker when it has sent nothing since `since`, the start of a wait that ran out:
     * it is stuck. Its waiting jobs fail, and the next job starts a new one.
     */
    endIfStuck(since: number) {
      if (!worker || waiting.size === 0 || heardAt > since) return;
      const stuck = worker;
      worker = undefined;
      failJobsOf(stuck, new Error('The search page renderer stopped answering.'));
      void stuck.terminate();
    },
    async close() {
      const current = worker;
      worker = undefined;
      await current?.terminate();
    },
  };
}

class RenderTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeout(`No search page within ${ms} ms.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The search's query string, or null when it has no query to search (blank or no q). */
function searchOf(request: FastifyRequest): { query: string; params: URLSearchParams } | null {
  const at = request.url.indexOf('?');
  const params = new URLSearchParams(at >= 0 ? request.url.slice(at + 1) : '');
  const query = params.get('q');
  return query === null || query.trim() === '' ? null : { query, params };
}

/**
 * Registers GET (and HEAD) /search and /sw/search. Call it after the static files, whose sendFile
 * answers a search without a query (or one that cannot be rendered) with the prerendered page.
 */
export async function registerSearchPages(
  app: FastifyInstance,
  release: LiveRelease,
  options: SearchPagesOptions,
): Promise<void> {
  const cache = new PageCache(options.cacheEntries ?? 100);
  const worker = searchWorker(options);
  const rendering = new Map<string, Promise<SearchPageBodies>>();
  const maxWaiting = options.maxWaiting ?? 8;
  const timeoutMs = options.timeoutMs ?? 5000;
  const limit = options.rateLimitPerMinute ?? 60;

  const prerendered = (request: FastifyRequest, reply: FastifyReply) =>
    reply.sendFile(request.url.split('?')[0]!, release.dir);

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const search = searchOf(request);
    if (!search) return prerendered(request, reply);
    if (search.query.length > MAX_QUERY_LENGTH) {
      return sendError(reply, 414, `A search may be at most ${MAX_QUERY_LENGTH} characters long.`);
    }
    const pathname = request.url.split('?')[0]!;
    // A release without a search page answers as the static files do (its not-found page).
    if (release.pages.pageOf(pathname) === null) return prerendered(request, reply);

    const url = `${pathname}${searchQueryString(search.query, filtersFromParams(search.params))}`;
    // The date filter counts back from today: a day's pages are not served the next day.
    const key = `${new Date().toISOString().slice(0, 10)} ${url}`;
    const releaseDir = release.dir;
    let page = cache.forRelease(releaseDir).get(key);
    if (!page) {
      let pending = rendering.get(`${releaseDir} ${key}`);
      if (!pending) {
        if (worker.waiting >= maxWaiting) return prerendered(request, reply);
        const language = isKiswahiliPath(pathname) ? 'sw' : 'en';
        pending = worker.render({ releaseDir, url, language });
        const id = `${releaseDir} ${key}`;
        rendering.set(id, pending);
        void pending.then(
          (made) => {
            if (release.dir === releaseDir) cache.forRelease(releaseDir).set(key, made);
          },
          () => undefined,
        );
        void pending.finally(() => rendering.delete(id)).catch(() => undefined);
      }
      const since = performance.now();
      try {
        page = await withTimeout(pending, timeoutMs);
      } catch (error) {
        if (error instanceof RenderTimeout) worker.endIfStuck(since);
        request.log.warn(
          { err: error, url },
          'A search page could not be rendered; the prerendered page is sent',
        );
        return prerendered(request, reply);
      }
    }
    const accepted = String(request.headers['accept-encoding'] ?? '').split(/\s*,\s*/);
    const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-search-rendered', 'server');
    addVary(reply, 'Accept-Encoding');
    // An English page may be answered with a redirect to its Kiswahili page, by the cookie.
    if (!isKiswahiliPath(pathname)) addVary(reply, 'Cookie');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(Buffer.from(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html));
  };

  await app.register(async (scope) => {
    if (limit > 0) {
      // Keyed by request.ip, which follows X-Forwarded-For only from the proxies TRUST_PROXY names.
      await scope.register(rateLimit, {
        global: false,
        max: limit,
        timeWindow: RATE_WINDOW_MS,
        // Only searches the server renders count; the plain page is a static file.
        allowList: (request) => searchOf(request) === null,
        addHeaders: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
        addHeadersOnExceeding: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
        errorResponseBuilder: (_request, context) =>
          new HttpError(429, 'Too many searches; try again in a minute.', {
            'retry-after': String(Math.ceil(context.ttl / 1000)),
          }),
      });
    }
    for (const url of SEARCH_PAGES) {
      scope.route({
        method: ['GET', 'HEAD'],
        url,
        config: limit > 0 ? { rateLimit: {} } : {},
        handler: answer,
      });
    }
  });
  app.addHook('onClose', () => worker.close());
  if (options.warm) {
    // Loads the bundle, the documents and the index; a failure shows again at the first search.
    worker.render({ releaseDir: release.dir, url: '/search', language: 'en' }).catch(() => undefined);
  }
}
