/**
 * Sign-in to the admin, checked by the server.
 *
 * - `POST /api/admin/session` `{ username, password }` signs in: the password is checked against the
 *   scrypt hash in the state directory (password.ts) and a session is started (sessions.ts), its id
 *   in the cookie `admin_session` (HttpOnly, SameSite=Strict, Path=/, Secure over https). Five wrong
 *   tries for one username lock it for 30 s (429 with the seconds left).
 * - `GET /api/admin/session` answers `{ success: true, data: { signedIn, username? } }`.
 * - `DELETE /api/admin/session` ends the session (Logout).
 * - `POST /admin/login` (and `/sw/admin/login`) is the sign-in page's form (login-page.ts), posted
 *   with or without scripts: the same checks, then 303 to the dashboard in the page's language, or
 *   the page again with the spec's message in its language.
 *
 * Every other admin route puts `adminOnly` in front of its handler:
 *
 *     import { adminOnly } from '../admin-auth';
 *     app.post('/api/admin/publish', { preHandler: adminOnly }, async (request) => {
 *       const session = request.adminSession!; // { id, username, startedAt }
 *     });
 *
 * It answers 401 (JSON) without a live session and, for POST, PUT, PATCH and DELETE, 403 when the
 * request's Origin is not the site's own; otherwise it puts the session on `request.adminSession`.
 *
 * Every refusal here is `{ success: false, code, error }`: a stable code and its message in the
 * language of the admin page that asked (its Referer under /sw/admin: Kiswahili), from one
 * dictionary per language (session-text.ts, text/en.json and text/sw.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { comesFromOwnOrigin, isUnsafe } from './origin';
import { createLockout } from './lockout';
import { setUpPassword, type PasswordSetup } from './setup';
import { openSessionStore, type AdminSession } from './sessions';
import {
  refuse,
  SessionRefusal,
  sessionRoutes,
  type LoginPageSource,
  type SessionRoutesPluginOptions,
} from './routes';

export type { AdminSession } from './sessions';
export { AdminPasswordError, setUpPassword } from './setup';
export { DEFAULT_PASSWORD, MIN_PASSWORD_LENGTH } from './password';
export type { LoginPageSource } from './routes';

export const ADMIN_SESSION_COOKIE = 'admin_session';
export const ADMIN_SESSION_PATH = '/api/admin/session';
/** A session unused for this long has ended; each request renews it. */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: AdminAuth | null;
  }
  interface FastifyRequest {
    /** The signed-in admin's session, set by adminOnly. */
    adminSession: AdminSession | null;
  }
}

export interface AdminAuthOptions {
  /** The state directory: the password's hash and the sessions' database live there. */
  stateDir: string;
  /** ADMIN_PASSWORD, stored on first start when no hash is stored yet. */
  initialPassword?: string;
  /** The sessions' database: a file path, or ':memory:'; `admin-sessions.sqlite` in stateDir by default. */
  sessionDatabase?: string;
  /** Sign-in requests per minute per client address (0: no limit); 30 by default. */
  rateLimitPerMinute?: number;
  now?: () => number;
  /** Called with a warning meant for the operator (an ADMIN_PASSWORD that is ignored). */
  warn?: (message: string) => void;
}

export interface AdminAuth {
  /** Whether the password is still the documented default. */
  readonly usesDefaultPassword: boolean;
  /** The live session whose cookie the request carries, renewed; undefined without one. */
  sessionOf(request: FastifyRequest): AdminSession | undefined;
  /** The sign-in routes, registered by installAdminAuth. */
  routes(app: FastifyInstance, options: SessionRoutesPluginOptions): Promise<void>;
  close(): void;
}

export async function openAdminAuth(options: AdminAuthOptions): Promise<AdminAuth> {
  const now = options.now ?? Date.now;
  const password: PasswordSetup = await setUpPassword(
    options.stateDir,
    options.initialPassword,
    options.warn,
  );
  const databasePath = options.sessionDatabase ?? path.join(options.stateDir, 'admin-sessions.sqlite');
  if (databasePath !== ':memory:') fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const sessions = openSessionStore({
    databasePath,
    idleMs: SESSION_IDLE_MS,
    now,
  });
  const tokenOf = (request: FastifyRequest) => request.cookies?.[ADMIN_SESSION_COOKIE];
  return {
    usesDefaultPassword: password.isDefault,
    sessionOf(request) {
      const token = tokenOf(request);
      return token === undefined ? undefined : sessions.touch(token);
    },
    routes: sessionRoutes({
      password: password.stored,
      sessions,
      lockout: createLockout(now),
      cookieName: ADMIN_SESSION_COOKIE,
      path: ADMIN_SESSION_PATH,
      tokenOf,
      idleMs: SESSION_IDLE_MS,
      rateLimitPerMinute: options.rateLimitPerMinute ?? 30,
    }),
    close: () => sessions.close(),
  };
}

/**
 * Puts sign-in on the app: cookies parsed for every route, `app.adminAuth` for adminOnly to find,
 * and the session routes, the sign-in page's form among them when `loginPage` is given. Without
 * auth (or with null) adminOnly refuses every request.
 */
export async function installAdminAuth(
  app: FastifyInstance,
  auth: AdminAuth | null,
  loginPage?: LoginPageSource,
): Promise<void> {
  app.decorate('adminAuth', auth);
  app.decorateRequest('adminSession', null);
  await app.register(fastifyCookie);
  if (auth) await app.register(auth.routes, loginPage ? { loginPage } : {});
}

/** The preHandler in front of every admin route (see the top of this file). */
export async function adminOnly(request: FastifyRequest, reply: FastifyReply) {
  const session = request.server.adminAuth?.sessionOf(request);
  if (!session) return refuse(request, reply, new SessionRefusal(401, 'signed-out'));
  if (isUnsafe(request) && !comesFromOwnOrigin(request))
    return refuse(request, reply, new SessionRefusal(403, 'foreign-change'));
  request.adminSession = session;
}
