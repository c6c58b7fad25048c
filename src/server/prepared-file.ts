import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings } from './accept-encoding';
import { addVary } from './static-files';

interface Variant {
  encoding: 'br' | 'gzip' | 'identity';
  body: Buffer;
}

/**
 * An HTML file of the build held in memory in each encoding the build wrote (.br, .gz and plain),
 * for answers that do not come from the file at the address: the not-found page, the admin shell.
 */
export interface PreparedFile {
  /** Sends the file with the status and headers given, in the best encoding the client accepts. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    headers?: Record<string, string>,
  ): FastifyReply;
}

export function prepareFile(file: string): PreparedFile | null {
  const variants: Variant[] = (
    [
      { encoding: 'br', file: `${file}.br` },
      { encoding: 'gzip', file: `${file}.gz` },
      { encoding: 'identity', file },
    ] as const
  )
    .filter((variant) => fs.existsSync(variant.file))
    .map((variant) => ({ encoding: variant.encoding, body: fs.readFileSync(variant.file) }));
  if (!variants.some((variant) => variant.encoding === 'identity')) return null;

  return {
    send(request, reply, status, headers = {}) {
      const accepted = acceptedEncodings(request.headers['accept-encoding']);
      const variant =
        variants.find(
          (candidate) => candidate.encoding !== 'identity' && accepted.includes(candidate.encoding),
        ) ?? variants.find((candidate) => candidate.encoding === 'identity')!;
      reply
        .code(status)
        .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...headers });
      // Kept beside any Vary the caller set (Cookie, for an answer the cookie could have changed).
      addVary(reply, 'Accept-Encoding');
      if (variant.encoding !== 'identity') reply.header('content-encoding', variant.encoding);
      // Fastify leaves the body off a HEAD answer and keeps its Content-Length.
      return reply.send(variant.body);
    },
  };
}
