import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The file the build writes beside the pages (scripts/lib/content-security.ts): what their
 * Content-Security-Policy must allow. A dot file, so the static layer never serves it.
 */
export const CONTENT_SECURITY_FILE = '.content-security.json';

export interface ContentSecurityFacts {
  /** CSP sources ('sha256-…') of the inline scripts the pages run: the page loader. */
  scriptHashes: string[];
  /** Origins whose pages the site shows in frames: the map of /contacts. */
  frameOrigins: string[];
}

/**
 * What an SVG under /media may do when opened on its own: draw, and nothing else. An uploaded SVG
 * can carry script; sandboxed, with no script source, it runs none of it in the site's origin.
 */
export const SVG_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** Features the site never uses, refused for its pages and for any frame they embed. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export interface SecurityPolicy extends ContentSecurityFacts {
  /** Origins other than the site's own that pages send requests to (the statistics endpoint's). */
  connectOrigins: readonly string[];
}

const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/;

/** What the build wrote for the pages in distDir; no inline script and no frame when it wrote nothing. */
export function readContentSecurity(distDir: string): ContentSecurityFacts {
  const file = path.join(distDir, CONTENT_SECURITY_FILE);
  if (!fs.existsSync(file)) return { scriptHashes: [], frameOrigins: [] };
  const facts = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ContentSecurityFacts>;
  const listOf = (value: unknown, pattern: RegExp) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string' && pattern.test(item));
  if (!listOf(facts.scriptHashes, SCRIPT_HASH) || !listOf(facts.frameOrigins, ORIGIN)) {
    throw new Error(`${file} must list scriptHashes ('sha256-…') and frameOrigins (https://host).`);
  }
  return facts as ContentSecurityFacts;
}

/**
 * Security headers on every answer, through helmet: a Content-Security-Policy that runs only the
 * site's own script files and the hashed loader (emotion writes style elements at run time, so
 * styles may be inline), no framing by other sites, no MIME sniffing, a referrer without path for
 * other sites, and a Permissions-Policy refusing what the site never uses. The policy is asked for
 * on every answer, so a release switched in after a publish brings its own hashes and origins.
 *
 * No Cross-Origin-Opener-Policy here: the admin's answers carry it (ADMIN_HEADERS), keeping a
 * signed-in editor's window out of reach of any window that opened it. On a public page it would
 * guard nothing secret, yet make a phone that arrives from another site start a new process for the
 * page (a long task of about 75 ms at the first view, 300 ms of Lighthouse's Total Blocking Time at CPU 4x).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  currentPolicy: () => SecurityPolicy,
): Promise<void> {
  // One directive's sources: the fixed ones, then the release's, or whenNone when there are none.
  const sources =
    (fixed: string[], pick: (policy: SecurityPolicy) => readonly string[], whenNone = '') =>
    () => {
      const listed = [...fixed, ...pick(currentPolicy())];
      return listed.length > 0 ? listed.join(' ') : whenNone;
    };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [sources(["'self'"], (policy) => policy.scriptHashes)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [sources(["'self'"], (policy) => policy.connectOrigins)],
        frameSrc: [sources([], (policy) => policy.frameOrigins, "'none'")],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The site is read over plain HTTP on a laptop too; HTTPS is the reverse proxy's to require.
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
