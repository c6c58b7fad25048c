import http from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import type { Plugin } from 'vite';
import {
  ADMIN_SESSION_PATH,
  installAdminAuth,
  openAdminAuth,
  type LoginPageSource,
} from '../../src/server/admin-auth';
import { loginPageDocument, loginPagePath } from '../../src/server/admin-auth/login-page';
import { LOGIN_SCRIPT_MODULE } from '../../src/server/admin-auth/login-page-file';
import { readContentDocument } from '../../src/server/content-folder';
import { loginPageFacts } from '../../src/admin/auth/login-page-facts';
import { LANGUAGES } from '../../src/content/localize';
import type { SiteSettings } from '../../src/content/types.generated';

/** The addresses the server's sign-in answers, which this plugin answers the same way. */
const SIGN_IN_ADDRESSES = new Set([ADMIN_SESSION_PATH, ...LANGUAGES.map(loginPagePath)]);

/**
 * Under `npm run dev` only: the server's own sign-in routes (`/api/admin/session`) and sign-in page
 * (`/admin/login` and `/sw/admin/login`, its script served by Vite from source), mounted in Vite's dev server, so the
 * admin signs in there exactly as against `npm start`, with the same password (the state
 * directory's hash, ADMIN_PASSWORD on first start, or the default) and the same session cookie.
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
      const contentDir = path.join(server.config.root, 'content');
      // Read at each request, so a change of colours in content/ shows on the next load.
      const loginPage: LoginPageSource = () => {
        const site = readContentDocument(contentDir, 'site') as SiteSettings | null;
        return site
          ? { facts: loginPageFacts(`/${LOGIN_SCRIPT_MODULE}`, []), colours: site.customization }
          : null;
      };
      let handle: http.RequestListener | undefined;
      const app = Fastify({
        ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
        serverFactory: (handler) => {
          handle = handler;
          return http.createServer(handler);
        },
      });
      await installAdminAuth(app, auth, loginPage);
      for (const language of LANGUAGES)
        app.get(loginPagePath(language), async (_request, reply) => {
          const page = loginPage();
          if (!page) return reply.code(404).send('content/site.json is missing.');
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(loginPageDocument(page.facts, page.colours, language));
        });
      await app.ready();
      server.httpServer?.once('close', () => {
        void app.close();
        auth.close();
      });
      server.middlewares.use((request, response, next) => {
        if (!SIGN_IN_ADDRESSES.has((request.url ?? '').split('?')[0]!) || !handle) return next();
        handle(request, response);
      });
    },
  };
}
