import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { acceptedEncodings } from './accept-encoding';

/** File names with a content hash never change, so browsers may keep them for a year. */
const HASHED_ASSET = /^\/assets\//;
const MEDIA = /^\/(media|files)\//;

export function cacheControlFor(pathname: string): string {
  if (HASHED_ASSET.test(pathname)) return 'public, max-age=31536000, immutable';
  if (MEDIA.test(pathname)) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'no-cache';
}

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The prerendered site from dist/, preferring the precompressed .br and .gz copies the build wrote. */
export function staticFiles(distDir: string): Handler {
  const serve = sirv(distDir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  return (request, response, next) => {
    // sirv only looks for the names in the header; leave it those the client really accepts.
    request.headers['accept-encoding'] = acceptedEncodings(request.headers['accept-encoding']).join(', ');
    serve(request, response, next);
  };
}

interface Variant {
  encoding: 'br' | 'gzip' | 'identity';
  body: Buffer;
}

/** The not-found page, held in memory in every encoding, answered with status 404. */
export function notFoundPage(distDir: string): (request: IncomingMessage, response: ServerResponse) => void {
  const file = path.join(distDir, '404.html');
  const variants: Variant[] = [
    { encoding: 'br', file: `${file}.br` },
    { encoding: 'gzip', file: `${file}.gz` },
    { encoding: 'identity', file },
  ]
    .filter((variant) => fs.existsSync(variant.file))
    .map((variant) => ({
      encoding: variant.encoding as Variant['encoding'],
      body: fs.readFileSync(variant.file),
    }));
  return (request, response) => {
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const variant =
      variants.find(
        (candidate) => candidate.encoding !== 'identity' && accepted.includes(candidate.encoding),
      ) ?? variants.find((candidate) => candidate.encoding === 'identity');
    const headers: Record<string, string | number> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (!variant) {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    if (variant.encoding !== 'identity') headers['Content-Encoding'] = variant.encoding;
    headers['Content-Length'] = variant.body.length;
    response.writeHead(404, headers);
    response.end(request.method === 'HEAD' ? undefined : variant.body);
  };
}
