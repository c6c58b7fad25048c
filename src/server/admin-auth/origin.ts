import type { FastifyRequest } from 'fastify';

/** Methods that change something: these must come from the site's own pages. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isUnsafe(request: FastifyRequest): boolean {
  return UNSAFE_METHODS.has(request.method);
}

/**
 * Whether the request's Origin is the site's own: the scheme and host the request came to (behind a
 * reverse proxy, as TRUST_PROXY lets X-Forwarded-Proto and -Host tell). Browsers send Origin with
 * every unsafe request, same-origin ones too, so a missing Origin is refused as well.
 */
export function comesFromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && origin === `${request.protocol}://${request.host}`;
}
