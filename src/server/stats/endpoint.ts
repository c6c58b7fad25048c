import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, sendError, sendJson } from '../responses';
import type { SitePages } from '../site-pages';
import { deviceOf } from './device';
import { groupCommit } from './group-commit';
import { describeSchemaError, parseCommand, statsBodySchema, type StatsBody } from './request-body';
import { NOT_FOUND_PATH } from '../../content/site-path';
import type { StatsStore } from './store';

/** Where the client of spec §7 sends its calls. */
export const STATS_PATH = '/api/backend/api/v1/visitor_stats.php';
export const STATS_METHODS = 'GET, HEAD, POST, OPTIONS';

const MAX_BODY_BYTES = 4096;
const RATE_WINDOW_MS = 60_000;

export interface StatsEndpointOptions {
  store: StatsStore;
  /** The site's pages: a view of any other address counts as a view of the not-found page. */
  pages: SitePages;
  /** Other origins whose pages may call the endpoint (CORS); the server's own origin always may. */
  allowedOrigins: readonly string[];
  /** The site's public address; page addresses under it count as the site's own. */
  siteUrl: string;
  /** Requests per minute per client address; 0 for no limit. */
  rateLimitPerMinute: number;
}

/** The endpoint's routes, for createApp to register; every answer, errors too, is JSON. */
export type StatsRoutes = (app: FastifyInstance) => Promise<void>;

export function statsRoutes(options: StatsEndpointOptions): StatsRoutes {
  const { store, pages } = options;
  const recordView = groupCommit(store);
  const allowedOrigins = new Set(options.allowedOrigins);
  const siteOrigin = new URL(options.siteUrl).origin;

  const corsHeaders = (request: FastifyRequest): Record<string, string> => {
    const origin = request.headers.origin;
    return origin !== undefined && allowedOrigins.has(origin)
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : {};
  };

  /** Only the site's own pages and the configured origins may call; others learn nothing. */
  const checkOrigin = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined || hostOf(origin) === request.headers.host || allowedOrigins.has(origin)) return;
    throw new HttpError(403, `Requests from ${origin} are not allowed.`);
  };

  const answer = (request: FastifyRequest, reply: FastifyReply, data: () => unknown) =>
    sendJson(reply, 200, { success: true, data: data() }, corsHeaders(request));

  return async (app) => {
    const limited = options.rateLimitPerMinute > 0;
    if (limited) {
      // Keyed by request.ip, which follows X-Forwarded-For only from the proxies TRUST_PROXY names.
      await app.register(rateLimit, {
        global: false,
        max: options.rateLimitPerMinute,
        timeWindow: RATE_WINDOW_MS,
        addHeaders: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
          'retry-after': false,
        },
        addHeadersOnExceeding: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
        errorResponseBuilder: () =>
          new HttpError(429, 'Too many requests; try again in a few seconds.', { 'retry-after': '5' }),
      });
    }
    const rateLimited = limited ? { rateLimit: {} } : {};

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message, headers } = describeError(error, request);
      if (status >= 500) request.log.error({ err: error }, 'Visitor statistics failed');
      return sendError(reply, status, message, { ...corsHeaders(request), ...headers });
    });

    app.options(STATS_PATH, { onRequest: checkOrigin }, async (request, reply) =>
      reply
        .code(204)
        .headers({
          ...corsHeaders(request),
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'Content-Type',
          'access-control-max-age': '600',
        })
        .send(),
    );

    app.get<{ Querystring: { action?: string } }>(
      STATS_PATH,
      { onRequest: checkOrigin, config: rateLimited },
      async (request, reply) => {
        const action = request.query.action;
        if (action === undefined) return answer(request, reply, () => store.snapshot());
        if (action === 'report') {
          // The report is the admin's (issue 20): only a signed-in session may read it.
          if (!request.server.adminAuth?.sessionOf(request))
            throw new HttpError(401, 'The report is for the signed-in admin; sign in first.');
          return answer(request, reply, () => store.report());
        }
        throw new HttpError(400, `action ${JSON.stringify(action)} is unknown; GET knows only "report"`);
      },
    );

    app.post<{ Body: StatsBody }>(
      STATS_PATH,
      {
        onRequest: [checkOrigin, requireJson],
        config: rateLimited,
        bodyLimit: MAX_BODY_BYTES,
        schema: { body: statsBodySchema },
        schemaErrorFormatter: (errors) => new HttpError(400, describeSchemaError(errors)),
      },
      async (request, reply) => {
        const host = request.headers.host ?? '';
        const origins = [`http://${host}`, `https://${host}`, siteOrigin, ...allowedOrigins];
        const command = parseCommand(request.body, origins);
        if (!command.ok) throw new HttpError(400, command.error);
        const { value } = command;
        if (value.kind === 'leaving') {
          store.recordLeaving(value.sessionId);
          return answer(request, reply, () => store.snapshot());
        }
        await new Promise<void>((resolve, reject) =>
          recordView(
            {
              sessionId: value.sessionId,
              path: pages.pageOf(value.path) ?? NOT_FOUND_PATH,
              heartbeat: value.heartbeat,
              device: deviceOf(request.headers['user-agent']),
            },
            (error) => (error === undefined ? resolve() : reject(error)),
          ),
        );
        return answer(request, reply, () => store.snapshot());
      },
    );
  };
}

async function requireJson(request: FastifyRequest) {
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== 'application/json') {
    throw new HttpError(415, 'The body must be JSON, sent with Content-Type: application/json.');
  }
}

function describeError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
): { status: number; message: string; headers: Record<string, string> } {
  if (error instanceof HttpError)
    return { status: error.statusCode, message: error.message, headers: error.headers };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      status: 413,
      message: `The body may be at most ${MAX_BODY_BYTES} bytes.`,
      headers: { connection: 'close' },
    };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      status: 415,
      message: 'The body must be JSON, sent with Content-Type: application/json.',
      headers: {},
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // What is left below 500 is the body parser's: the body is not JSON at all.
    return { status: 400, message: 'The body is not valid JSON.', headers: {} };
  }
  return {
    status: 500,
    message:
      request.method === 'POST'
        ? 'The statistics could not be read or written; nothing was recorded.'
        : 'The statistics could not be read.',
    headers: {},
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
