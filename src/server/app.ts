import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from './responses';
import { notFoundPage, staticFiles } from './static-files';
import { STATS_PATH, type StatsHandler } from './stats';

export interface AppOptions {
  distDir: string;
  /** The visitor statistics endpoint; without it that address is not found. */
  stats?: StatsHandler;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The site's request handler: the statistics endpoint, prerendered pages and assets, and the not-found
 * page for anything else.
 */
export function createApp({ distDir, stats }: AppOptions): RequestHandler {
  const serveStatic = staticFiles(distDir);
  const notFound = notFoundPage(distDir);

  return (request, response) => {
    const url = parseUrl(request.url);
    if (!url) return sendError(response, 400, 'The request address is not valid.');
    if (stats && url.pathname === STATS_PATH) return stats(request, response, url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(
        response,
        405,
        `${request.method} is not allowed here; this address only answers GET.`,
        {
          Allow: 'GET, HEAD',
        },
      );
    }
    serveStatic(request, response, () => notFound(request, response));
  };
}

function parseUrl(raw: string | undefined): URL | null {
  try {
    const url = new URL(raw ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}
