import http from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import type { Plugin } from 'vite';
import { ADMIN_SESSION_PATH, installAdminAuth, openAdminAuth } from '../../src/server/admin-auth';

/**
 * Under `npm run dev` only: the server's own sign-in routes (`/api/admin/session`), mounted in
 * Vite's dev server, so the admin signs in there exactly as against `npm start`, with the same
 * password (the state directory's hash, ADMIN_PASSWORD on first start, or the default) and the
 * same session cookie.
 */
export function adminSessionPlugin(stateDir: string): Plugin {
  return {
    name: 'college:admin-session',
    apply: 'serve',
    async configureServer(server) {
      const auth = await openAdminAuth({
        stateDir: process.env.STATE_DIR ? path.resolve(process.env.STATE_DIR) : stateDir,
        initialPassword: process.env.ADMIN_PASSWORD,
      });
      let handle: http.RequestListener | undefined;
      const app = Fastify({
        ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
        serverFactory: (handler) => {
          handle = handler;
          return http.createServer(handler);
        },
      });
      await installAdminAuth(app, auth);
      await app.ready();
      server.httpServer?.once('close', () => {
        void app.close();
        auth.close();
      });
      server.middlewares.use((request, response, next) => {
        if ((request.url ?? '').split('?')[0] !== ADMIN_SESSION_PATH || !handle) return next();
        handle(request, response);
      });
    },
  };
}
