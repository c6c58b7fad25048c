import { createHash, timingSafeEqual } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, sendJson } from '../responses';
import { ADMIN_HEADERS } from '../static-files';
import type { Lockout } from './lockout';
import { LANGUAGES, type Language } from '../../content/localize';
import { localizedPath } from '../../content/site-path';
import {
  AFTER_SIGN_IN_PATH,
  LOGIN_FIELDS,
  loginPageDocument,
  loginPagePath,
  type LoginColours,
  type LoginPageFacts,
  type LoginView,
} from './login-page';
import { comesFromOwnOrigin } from './origin';
import { requestLanguage, sessionText, type SessionRefusalCode } from './session-text';
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

/** Where the sign-in page's facts and colours come from: the release served at the time of asking. */
export type LoginPageSource = () => {
  facts: LoginPageFacts;
  colours: LoginColours;
} | null;

export interface SessionRoutesPluginOptions {
  /** The sign-in page, rendered again with a message when its form is refused; none in tests of the API. */
  loginPage?: LoginPageSource;
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

/** A refusal by code, answered in the language of the page that asked (session-text.ts). */
export class SessionRefusal extends HttpError {
  constructor(
    statusCode: number,
    readonly code: SessionRefusalCode,
    readonly values: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ) {
    super(statusCode, sessionText('en', code, values), headers);
  }
}

/** `{ success: false, code, error }`, the error in the request's language, and any fields besides. */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: SessionRefusal,
  fields: Record<string, unknown> = {},
): FastifyReply {
  const error = sessionText(requestLanguage(request), refusal.code, refusal.values);
  return sendJson(
    reply,
    refusal.statusCode,
    { success: false, code: refusal.code, error, ...fields },
    refusal.headers,
  );
}

const sameDigest = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

export function sessionRoutes(options: SessionRoutesOptions) {
  const { sessions, lockout, cookieName, path } = options;

  const refuseLocked = (request: FastifyRequest, reply: FastifyReply, seconds: number) =>
    refuse(
      request,
      reply,
      new SessionRefusal(429, 'locked', { seconds }, { 'retry-after': String(seconds) }),
      { retryAfterSeconds: seconds },
    );

  /**
   * One try: refused while the username is locked; else the password is checked (once, on the
   * server) and, when it and the username are right, a session is started and its cookie set.
   */
  const attempt = async (
    request: FastifyRequest<{ Body: SignIn }>,
    reply: FastifyReply,
  ): Promise<{ kind: 'signed-in' } | { kind: 'invalid' } | { kind: 'locked'; seconds: number }> => {
    const { username, password } = request.body;
    const locked = (ms: number) => ({ kind: 'locked' as const, seconds: Math.ceil(ms / 1000) });
    const wait = lockout.waitFor(username);
    if (wait > 0) return locked(wait);
    // The password is hashed whatever the username, so a wrong username takes as long to refuse.
    const passwordRight = await verifyPassword(options.password, password);
    const usernameRight = sameDigest(username, ADMIN_USERNAME);
    if (!(passwordRight && usernameRight)) {
      const lockedFor = lockout.recordFailure(username);
      return lockedFor > 0 ? locked(lockedFor) : { kind: 'invalid' };
    }
    lockout.recordSuccess(username);
    const { token } = sessions.start(username);
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });
    return { kind: 'signed-in' };
  };

  const requireOwnOrigin = async (request: FastifyRequest) => {
    if (!comesFromOwnOrigin(request)) throw new SessionRefusal(403, 'foreign-origin');
  };

  return async (app: FastifyInstance, pluginOptions: SessionRoutesPluginOptions) => {
    const limited = options.rateLimitPerMinute > 0;
    if (limited) {
      // Against floods from one address; the per-username lock-out is the guard against guessing.
      await app.register(rateLimit, {
        global: false,
        max: options.rateLimitPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_request, context) =>
          new SessionRefusal(429, 'too-many-requests', { seconds: Math.ceil(context.ttl / 1000) }),
      });
    }

    app.setErrorHandler((error: FastifyError | SessionRefusal, request, reply) => {
      if (error instanceof SessionRefusal) return refuse(request, reply, error);
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500)
        return refuse(
          request,
          reply,
          new SessionRefusal(status === 413 || status === 415 ? status : 400, 'bad-request'),
        );
      request.log.error({ err: error }, 'Signing in failed');
      return refuse(request, reply, new SessionRefusal(500, 'server-error'));
    });

    // The API's sign-in and the page's form take the same checks before their handler runs.
    const signInRoute = {
      onRequest: requireOwnOrigin,
      config: limited ? { rateLimit: {} } : {},
      bodyLimit: 4096,
      schema: { body: signInSchema },
    };
    app.post<{ Body: SignIn }>(path, signInRoute, async (request, reply) => {
      const { username } = request.body;
      const outcome = await attempt(request, reply);
      if (outcome.kind === 'locked') return refuseLocked(request, reply, outcome.seconds);
      if (outcome.kind === 'invalid')
        return refuse(request, reply, new SessionRefusal(401, 'invalid-credentials'));
      return sendJson(reply, 200, { success: true, data: { signedIn: true, username } });
    });

    // The sign-in page's own form, posted by the browser with or without scripts: the session's
    // cookie and on to the dashboard, or the page again with the spec's message, in the language
    // of the page it was posted from (/admin/login or /sw/admin/login, the same checks for both).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const answerForm =
      (language: Language) => async (request: FastifyRequest<{ Body: SignIn }>, reply: FastifyReply) => {
        const page = pluginOptions.loginPage?.();
        if (!page) return refuse(request, reply, new SessionRefusal(404, 'no-sign-in-page'));
        const { username } = request.body;
        const sendPage = (status: number, view: LoginView, headers: Record<string, string> = {}) =>
          reply
            .code(status)
            .headers({
              ...ADMIN_HEADERS,
              'content-type': 'text/html; charset=utf-8',
              // The page carries the username typed: kept by no cache.
              'cache-control': 'no-store',
              ...headers,
            })
            .send(loginPageDocument(page.facts, page.colours, language, { username, ...view }));
        // The spec's shortest lengths, as the page's script checks them: not a try, so not counted.
        const tooShort = LOGIN_FIELDS.filter(
          (name) => request.body[name].length < page.facts.minLength[name],
        );
        if (tooShort.length > 0) return sendPage(400, { tooShort });
        const outcome = await attempt(request, reply);
        if (outcome.kind === 'locked')
          return sendPage(
            429,
            { refusal: { kind: 'locked', seconds: outcome.seconds } },
            { 'retry-after': String(outcome.seconds) },
          );
        if (outcome.kind === 'invalid') return sendPage(401, { refusal: { kind: 'invalid' } });
        // See Other: the dashboard is fetched with GET, and going back does not post again.
        return reply.redirect(localizedPath(AFTER_SIGN_IN_PATH, language), 303);
      };
    for (const language of LANGUAGES)
      app.post<{ Body: SignIn }>(loginPagePath(language), signInRoute, answerForm(language));

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
