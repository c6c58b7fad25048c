import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  adminOnly,
  installAdminAuth,
  openAdminAuth,
  type AdminAuth,
  type AdminAuthOptions,
  type LoginPageSource,
} from '../../../src/server/admin-auth';

export const OWN_ORIGIN = 'http://localhost:80';
export const SESSION_PATH = '/api/admin/session';

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse('2026-03-01T08:00:00Z')) {
  let current = start;
  return { now: () => current, advance: (ms: number) => (current += ms) };
}

export function temporaryStateDir(): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-auth-'));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

export interface AuthServer {
  app: FastifyInstance;
  auth: AdminAuth;
  stateDir: string;
  close(): Promise<void>;
}

/**
 * Sign-in on a bare Fastify app, with one admin-only route for each method, as the publishing
 * routes use it: they answer with the session the preHandler put on the request.
 */
export async function authServer(
  options: Partial<AdminAuthOptions> = {},
  loginPage?: LoginPageSource,
): Promise<AuthServer> {
  const state = temporaryStateDir();
  const auth = await openAdminAuth({
    stateDir: state.folder,
    sessionDatabase: ':memory:',
    rateLimitPerMinute: 0,
    ...options,
  });
  // As createApp configures it: types are checked, never converted, and nothing unknown is dropped.
  const app = Fastify({
    trustProxy: '127.0.0.1',
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  await installAdminAuth(app, auth, loginPage);
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/admin/probe',
    preHandler: adminOnly,
    handler: async (request) => ({ session: request.adminSession }),
  });
  await app.ready();
  return {
    app,
    auth,
    stateDir: state.folder,
    async close() {
      await app.close();
      auth.close();
      state.remove();
    },
  };
}

export function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: SESSION_PATH,
    headers: { origin: OWN_ORIGIN, ...headers },
    payload: { username, password },
  });
}

/** The cookie header that carries the session a successful sign-in set. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((entry) => entry.name === 'admin_session');
  if (!cookie) throw new Error('No admin_session cookie was set');
  return `admin_session=${cookie.value}`;
}
