import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptedEncodings } from './accept-encoding';
import { SVG_POLICY } from './security-headers';
import { HASHED_CONTENT_FILE } from './releases/content-files';
import { isKiswahiliPath } from './site-pages';
import { isAdminAddress } from '../content/site-path';

/** File names with a content hash never change, so browsers may keep them for a year. */
const HASHED_ASSET = /^\/assets\//;
/** Pictures change only by a new file; the PDFs under /files/ are made again by a publish, so they revalidate. */
const MEDIA = /^\/media\//;
const COMPRESSED_COPY = /\.(br|gz)$/;
const BYTE_RANGES = /^bytes=(\d+-\d*|-\d+)(\s*,\s*(\d+-\d*|-\d+))*$/;

/**
 * Hashed assets and content files never change their bytes: kept for a year. Everything else (pages,
 * the content manifest) is revalidated with its ETag on every use, so a publish is seen at once.
 */
export function cacheControlFor(pathname: string): string {
  if (HASHED_ASSET.test(pathname) || HASHED_CONTENT_FILE.test(pathname))
    return 'public, max-age=31536000, immutable';
  if (MEDIA.test(pathname)) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'no-cache';
}

/**
 * Headers every answer from the admin's address carries: search engines keep out, browsers ask again,
 * and no window that opened the admin keeps a hold on it (the public pages go without that one).
 */
export const ADMIN_HEADERS = {
  'x-robots-tag': 'noindex',
  'cache-control': 'no-cache',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/**
 * The file an address names, read as the router reads it (/%61dmin/login is /admin/login). The app
 * answers an address that does not decode before it comes here.
 */
const filePathOf = (url: string) => decodeURIComponent(url.split('?')[0] ?? '/');

/** Adds a header to Vary, keeping what is there. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((item) => item.trim());
  if (!fields.some((item) => item.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/**
 * The prerendered site from dist/, preferring the precompressed .br and .gz copies the build wrote.
 * Byte ranges (a paused download, a video) are always ranges of the file itself: a request with a
 * Range header gets the uncompressed file, since a range of compressed bytes is of no use to anyone.
 * Dot files (the build's manifest, the script hashes) are not served. The folder is asked for at
 * each request (`root` may be a function), so a server can switch to a new release while serving.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  root: string | (() => string),
): Promise<void> {
  const rootNow = typeof root === 'function' ? root : () => root;
  app.addHook('onRequest', async (request) => {
    // A Range header that is not a byte range is ignored (RFC 9110), never answered 416.
    if (request.headers.range !== undefined && !BYTE_RANGES.test(request.headers.range)) {
      delete request.headers.range;
    }
    request.headers['accept-encoding'] =
      request.headers.range === undefined
        ? acceptedEncodings(request.headers['accept-encoding']).join(', ')
        : 'identity';
  });
  await app.register(fastifyStatic, {
    root: rootNow(),
    // Files are sent by the route below, from the folder of the moment.
    serve: false,
    preCompressed: true,
    dotfiles: 'ignore',
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    lastModified: true,
    etag: true,
    setHeaders(reply, filePath) {
      const pathname = filePathOf(reply.request.url);
      const file = filePath.replace(COMPRESSED_COPY, '');
      reply.header('cache-control', cacheControlFor(pathname));
      if (isAdminAddress(pathname)) reply.headers(ADMIN_HEADERS);
      if (path.extname(file) === '.svg') reply.header('content-security-policy', SVG_POLICY);
      // An English page may be answered with a redirect to its Kiswahili page, by the cookie.
      if (path.basename(file) === 'index.html' && !isKiswahiliPath(pathname)) addVary(reply, 'Cookie');
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      // The address is decodable (the app routes any other elsewhere); @fastify/send refuses paths
      // that leave the folder or name a dot file.
      return reply.sendFile(filePathOf(request.url), rootNow());
    },
  });
}
