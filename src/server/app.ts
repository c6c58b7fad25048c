import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { isAdminAddress, splitSitePath } from '../content/site-path';
import type { SiteSettings } from '../content/types.generated';
import { adminOnly, installAdminAuth, type AdminAuth } from './admin-auth';
import { languageMoveForMissing, redirect, registerLanguageRedirects } from './language';
import { HttpError, sendError } from './responses';
import { registerSecurityHeaders } from './security-headers';
import type { ServerSettings } from './settings';
import { registerPublishing, type PublishingOptions } from './publishing';
import { readReleaseRevision } from './releases/content-files';
import { LiveRelease } from './releases/live-release';
import { registerSearchPages, type SearchPagesOptions } from './search-pages';
import type { SitePages } from './site-pages';
import { addVary, ADMIN_HEADERS, registerStaticFiles } from './static-files';
import { STATS_METHODS, STATS_PATH, type StatsRoutes } from './stats';

export interface AppOptions {
  distDir: string;
  /** The site's pages; read from distDir's prerendered index.html files when not given. */
  pages?: SitePages;
  /** The visitor statistics endpoint; without it that address is not found. */
  stats?: StatsRoutes;
  /** Sign-in to the admin; without it nobody can sign in and every admin-only request is refused. */
  adminAuth?: AdminAuth | null;
  /** The settings whose statistics endpoint and allowed origins the pages may call. */
  site?: Pick<SiteSettings, 'statistics'>;
  trustProxy?: ServerSettings['trustProxy'];
  /** The release served, which the publish step switches; made from distDir when not given. */
  release?: LiveRelease;
  /** The publishing API (behind the admin session); without it, or without sign-in, those addresses are not found. */
  publishing?: Omit<PublishingOptions, 'adminOnly'>;
  /** /search?q=… answered with its results rendered in; without it, the prerendered /search page. */
  searchPages?: SearchPagesOptions;
  /** Log errors (default); the tests turn it off. */
  logErrors?: boolean;
}

const BAD_ADDRESS_ROUTE = '/.bad-address';
/** Nothing the site serves takes a larger body; the statistics endpoint allows less. */
const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The site's server on Fastify: the statistics endpoint, the prerendered pages and files of dist/
 * with security headers on every answer, the language redirects, the admin shell, and the
 * not-found page for anything else. No request can end it: whatever throws is answered with a 500
 * and logged.
 */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const release = options.release ?? new LiveRelease(options.distDir);
  const pages = options.pages ?? release.pages;

  const app = Fastify({
    logger: options.logErrors === false ? false : { level: 'warn' },
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    keepAliveTimeout: 65_000,
    // Types are checked, never converted: 12345678 is not a session id.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // An address that cannot be decoded goes to a route of its own, so its 400 passes through the
    // same hooks (security headers) as every other answer.
    rewriteUrl: (request) => (isDecodable(request.url) ? (request.url ?? '/') : BAD_ADDRESS_ROUTE),
    frameworkErrors: (_error, _request, reply) => sendError(reply, 400, 'The request is not valid.'),
  });
  app.all(BAD_ADDRESS_ROUTE, async (_request, reply) =>
    sendError(reply, 400, 'The request address is not valid.'),
  );

  // In the address's language, or the remembered one: the page tells a Kiswahili reader in Kiswahili.
  const answerNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const move =
      request.method === 'GET' || request.method === 'HEAD'
        ? languageMoveForMissing(request.url, request.headers.cookie)
        : null;
    if (move !== null) return redirect(reply, move);
    const page = release.notFoundPage(
      splitSitePath(new URL(request.url, 'http://site.invalid').pathname).language,
    );
    if (page === null)
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send('Not found');
    // Another cookie could have sent this address elsewhere.
    return page.send(request, reply, 404, { vary: 'Cookie' });
  };

  // Before any plugin, so every route inherits it: a fault anywhere is a logged 500, never a crash.
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500 || !Number.isInteger(status) || status < 400) {
      request.log.error({ err: error, url: request.url }, 'A request failed');
      return sendError(reply, 500, 'Something went wrong on the server; the error is logged.');
    }
    if (status === 416) {
      return reply
        .code(416)
        .headers(headersOf(error))
        .type('text/plain; charset=utf-8')
        .send('The requested range is not in the file.');
    }
    // A path the static layer will not open (outside the site, a dot file) is simply not there.
    if (status === 403 || status === 404) return answerNotFound(request, reply);
    const message = error instanceof HttpError ? error.message : 'The request is not valid.';
    return sendError(reply, status, message, error instanceof HttpError ? error.headers : {});
  });

  // The site settings given (tests), or those of the release served at the time of the answer.
  await registerSecurityHeaders(app, () => ({
    ...release.contentSecurity,
    connectOrigins: connectOrigins(options.site ?? release.site),
  }));
  registerLanguageRedirects(app, pages);
  // Before the statistics endpoint, whose report is for the signed-in admin only.
  await installAdminAuth(app, options.adminAuth ?? null, () => {
    const facts = release.loginPage;
    const site = release.site;
    return facts && site ? { facts, colours: site.customization } : null;
  });
  if (options.adminAuth && options.publishing)
    await registerPublishing(app, {
      ...options.publishing,
      adminOnly,
      liveRevision: () => readReleaseRevision(release.dir),
    });
  if (options.stats) await app.register(options.stats);
  await registerStaticFiles(app, () => release.dir);
  if (options.searchPages) await registerSearchPages(app, release, options.searchPages);

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const allow = options.stats && pathnameOf(request) === STATS_PATH ? STATS_METHODS : 'GET, HEAD';
      return sendError(
        reply,
        405,
        `${request.method} is not allowed here; this address only answers ${allow}.`,
        {
          allow,
        },
      );
    }
    const pathname = pathnameOf(request);
    const adminShell = isAdminAddress(pathname) && release.adminShell(splitSitePath(pathname).language);
    // An English admin screen may be answered with a redirect to its Kiswahili twin, by the cookie.
    if (adminShell) {
      if (splitSitePath(pathname).language === 'en') addVary(reply, 'Cookie');
      return adminShell.send(request, reply, 200, ADMIN_HEADERS);
    }
    return answerNotFound(request, reply);
  });

  await app.ready();
  return app;
}

function isDecodable(url: string | undefined): boolean {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]!);
    return true;
  } catch {
    return false;
  }
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

function headersOf(error: unknown): Record<string, string> {
  const headers = (error as { headers?: unknown }).headers;
  return typeof headers === 'object' && headers !== null ? (headers as Record<string, string>) : {};
}

/** The origins other than its own that the site's pages call: a statistics endpoint elsewhere. */
function connectOrigins(site: AppOptions['site'] | null): string[] {
  if (!site) return [];
  const origins = new Set(site.statistics.allowedOrigins);
  if (/^https?:\/\//i.test(site.statistics.endpoint)) origins.add(new URL(site.statistics.endpoint).origin);
  return [...origins];
}

function trustProxyOption(trust: ServerSettings['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
