import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError, sendJson } from '../responses';
import { deviceOf } from './device';
import { groupCommit } from './group-commit';
import { createRateLimiter } from './rate-limit';
import { parseCommand } from './request-body';
import type { StatsStore } from './store';

/** Where the client of spec §7 sends its calls. */
export const STATS_PATH = '/api/backend/api/v1/visitor_stats.php';

const MAX_BODY_BYTES = 4096;
const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';

export interface StatsEndpointOptions {
  store: StatsStore;
  /** Other origins whose pages may call the endpoint (CORS); the server's own origin always may. */
  allowedOrigins: readonly string[];
  /** The site's public address; page addresses under it count as the site's own. */
  siteUrl: string;
  /** Requests per minute per client address; 0 for no limit. */
  rateLimitPerMinute: number;
  now?: () => number;
}

export type StatsHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

export function createStatsEndpoint(options: StatsEndpointOptions): StatsHandler {
  const { store } = options;
  const recordView = groupCommit(store);
  const limiter = createRateLimiter(options.rateLimitPerMinute, options.now);
  const allowedOrigins = new Set(options.allowedOrigins);
  const siteOrigin = new URL(options.siteUrl).origin;

  return (request, response, url) => {
    const origin = request.headers.origin;
    const host = request.headers.host ?? '';
    const sameOrigin = origin === undefined || hostOf(origin) === host;
    const corsHeaders: Record<string, string> = {};
    if (origin !== undefined && allowedOrigins.has(origin)) {
      corsHeaders['Access-Control-Allow-Origin'] = origin;
      corsHeaders.Vary = 'Origin';
    }
    const fail = (status: number, error: string, headers: Record<string, string> = {}) =>
      sendError(response, status, error, { ...corsHeaders, ...headers });

    if (!sameOrigin && !corsHeaders['Access-Control-Allow-Origin']) {
      return fail(403, `Requests from ${origin} are not allowed.`);
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...corsHeaders,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return response.end();
    }
    if (!limiter.allow(request.socket.remoteAddress ?? 'unknown')) {
      return fail(429, 'Too many requests; try again in a few seconds.', { 'Retry-After': '5' });
    }

    const failed = (error: unknown) => {
      console.error('Visitor statistics failed:', error);
      fail(500, 'The statistics could not be read or written; nothing was recorded.');
    };
    const answer = (data: unknown) => {
      try {
        sendJson(
          response,
          200,
          { success: true, data: data instanceof Function ? data() : data },
          corsHeaders,
        );
      } catch (error) {
        failed(error);
      }
    };

    if (request.method === 'GET' || request.method === 'HEAD') {
      const action = url.searchParams.get('action');
      if (action === null) return answer(() => store.snapshot());
      if (action === 'report') return answer(() => store.report());
      return fail(400, `action ${JSON.stringify(action)} is unknown; GET knows only "report"`);
    }
    if (request.method !== 'POST') {
      return fail(405, `${request.method} is not allowed here.`, { Allow: ALLOWED_METHODS });
    }

    const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (contentType !== 'application/json') {
      return fail(415, 'The body must be JSON, sent with Content-Type: application/json.');
    }
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    if (declaredLength > MAX_BODY_BYTES) return tooLarge();

    const chunks: Buffer[] = [];
    let received = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      received += chunk.length;
      if (received > MAX_BODY_BYTES) {
        refused = true;
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (refused) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return fail(400, 'The body is not valid JSON.');
      }
      const origins = [`http://${host}`, `https://${host}`, siteOrigin, ...allowedOrigins];
      const command = parseCommand(body, origins);
      if (!command.ok) return fail(400, command.error);
      const { value } = command;
      if (value.kind === 'leaving') {
        return answer(() => {
          store.recordLeaving(value.sessionId);
          return store.snapshot();
        });
      }
      const view = {
        sessionId: value.sessionId,
        path: value.path,
        heartbeat: value.heartbeat,
        device: deviceOf(request.headers['user-agent']),
      };
      recordView(view, (error) => (error === undefined ? answer(() => store.snapshot()) : failed(error)));
    });

    function tooLarge() {
      fail(413, `The body may be at most ${MAX_BODY_BYTES} bytes.`, { Connection: 'close' });
    }
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
