import { createHash, timingSafeEqual } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, sendError, sendJson } from '../responses';
import type { Lockout } from './lockout';
import { comesFromOwnOrigin } from './origin';
import { verifyPassword, type StoredPassword } from './password';
import type { SessionStore } from './sessions';

/** The one administrator (spec §4). */
export const ADMIN_USERNAME = 'admin';

export interface SessionRoutesOptions {
  password: StoredPassword;
  sessions: SessionStore;
  lockout: Lockout;
  cookieName: string;
  path: string;
  tokenOf(request: FastifyRequest): string | undefined;
  idleMs: number;
  rateLimitPerMinute: number;
}

interface SignIn {
  username: string;
  password: string;
}

const signInSchema = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', maxLength: 200 },
    password: { type: 'string', maxLength: 1024 },
  },
} as const;

const sameDigest = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

export function sessionRoutes(options: SessionRoutesOptions) {
  const { sessions, lockout, cookieName, path } = options;

  const refuseLocked = (reply: FastifyReply, ms: number) => {
    const seconds = Math.ceil(ms / 1000);
    return sendJson(
      reply,
      429,
      {
        success: false,
        error: `Too many failed attempts. Try again in ${seconds} s.`,
        retryAfterSeconds: seconds,
      },
      { 'retry-after': String(seconds) },
    );
  };

  const requireOwnOrigin = async (request: FastifyRequest) => {
    if (!comesFromOwnOrigin(request))
      throw new HttpError(403, 'Signing in and out must come from this site (the Origin is not its own).');
  };

  return async (app: FastifyInstance) => {
    const limited = options.rateLimitPerMinute > 0;
    if (limited) {
      // Against floods from one address; the per-username lock-out is the guard against guessing.
      await app.register(rateLimit, {
        global: false,
        max: options.rateLimitPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_request, context) =>
          new HttpError(429, `Too many sign-in requests; try again in ${Math.ceil(context.ttl / 1000)} s.`),
      });
    }

    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.headers);
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500)
        return sendError(
          reply,
          status === 413 || status === 415 ? status : 400,
          'Send { "username", "password" } as JSON.',
        );
      request.log.error({ err: error }, 'Signing in failed');
      return sendError(reply, 500, 'Signing in failed on the server; the error is logged.');
    });

    app.post<{ Body: SignIn }>(
      path,
      {
        onRequest: requireOwnOrigin,
        config: limited ? { rateLimit: {} } : {},
        bodyLimit: 4096,
        schema: { body: signInSchema },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const wait = lockout.waitFor(username);
        if (wait > 0) return refuseLocked(reply, wait);
        // The password is hashed whatever the username, so a wrong username takes as long to refuse.
        const passwordRight = await verifyPassword(options.password, password);
        const usernameRight = sameDigest(username, ADMIN_USERNAME);
        if (!(passwordRight && usernameRight)) {
          const locked = lockout.recordFailure(username);
          if (locked > 0) return refuseLocked(reply, locked);
          return sendError(reply, 401, 'Invalid username or password');
        }
        lockout.recordSuccess(username);
        const { token } = sessions.start(username);
        reply.setCookie(cookieName, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
        });
        return sendJson(reply, 200, { success: true, data: { signedIn: true, username } });
      },
    );

    app.get(path, async (request, reply) => {
      const token = options.tokenOf(request);
      const session = token === undefined ? undefined : sessions.touch(token);
      return sendJson(reply, 200, {
        success: true,
        data: session ? { signedIn: true, username: session.username } : { signedIn: false },
      });
    });

    app.delete(path, { onRequest: requireOwnOrigin }, async (request, reply) => {
      const token = options.tokenOf(request);
      if (token !== undefined) sessions.end(token);
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
      });
      return sendJson(reply, 200, { success: true, data: { signedIn: false } });
    });
  };
}
