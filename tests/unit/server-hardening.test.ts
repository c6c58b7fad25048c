import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_FILE } from '../../src/server/security-headers';
import { decoded, serveSite, type Answer, type SiteServer } from './support/server-fixture';

const ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /admin\n';
const HOME = '<!doctype html><html lang="en"><title>Home</title><h1>Welcome</h1></html>';
const ADMIN = '<!doctype html><html lang="en"><title>Admin</title><div id="root"></div></html>';
const NOT_FOUND = '<!doctype html><html lang="en"><title>Not found</title><h1>Page not found</h1></html>';
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(document.domain)</script><rect width="10" height="10"/></svg>';
const LOADER_HASH = "'sha256-7mQ0O0dMlC6HpbAOZ2o1bxJvXFkJ7q0EcEwBRd2B5cE='";

let site: SiteServer;

beforeAll(async () => {
  site = await serveSite(
    {
      'index.html': HOME,
      '404.html': NOT_FOUND,
      'admin/index.html': ADMIN,
      'admin/login/index.html': ADMIN,
      'sw/admin/index.html': ADMIN,
      'robots.txt': ROBOTS,
      'media/logo.svg': HOSTILE_SVG,
      [CONTENT_SECURITY_FILE]: JSON.stringify({
        scriptHashes: [LOADER_HASH],
        frameOrigins: ['https://www.openstreetmap.org'],
      }),
    },
    {
      site: {
        statistics: {
          endpoint: 'https://stats.college.example/visitor_stats.php',
          allowedOrigins: ['https://portal.college.example'],
        } as never,
      },
    },
  );
});

afterAll(() => site.close());

async function expectStillServing() {
  const home = await site.request('/');
  expect(home.status).toBe(200);
  expect(decoded(home)).toBe(HOME);
}

describe('byte ranges', () => {
  it('answers a range whose start is past its end with 416, and keeps serving', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await site.request('/robots.txt', { method, headers: { Range: 'bytes=5-2' } });
      expect(answer.status, method).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${ROBOTS.length}`);
    }
    await expectStillServing();
  });

  it('answers a range past the end of the file with 416', async () => {
    const answer = await site.request('/robots.txt', { headers: { Range: `bytes=${ROBOTS.length + 10}-` } });
    expect(answer.status).toBe(416);
  });

  it('answers a suffix range with the last bytes', async () => {
    const answer = await site.request('/robots.txt', { headers: { Range: 'bytes=-5' } });
    expect(answer.status).toBe(206);
    expect(answer.body.toString()).toBe(ROBOTS.slice(-5));
    expect(answer.headers['content-range']).toBe(
      `bytes ${ROBOTS.length - 5}-${ROBOTS.length - 1}/${ROBOTS.length}`,
    );
  });

  it('answers a Range header that is not a byte range with the whole file', async () => {
    const answer = await site.request('/robots.txt', { headers: { Range: 'bytes=abc' } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(ROBOTS);
  });

  it('takes a range of the file itself, never of its compressed copy', async () => {
    const answer = await site.request('/robots.txt', {
      headers: { Range: 'bytes=0-9', 'Accept-Encoding': 'br, gzip' },
    });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(ROBOTS.slice(0, 10));
  });
});

describe('security headers', () => {
  function expectSecurityHeaders(answer: Answer, label: string) {
    expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
    expect(answer.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy'], label).toContain('camera=()');
    expect(answer.headers['content-security-policy'], label).toContain("frame-ancestors 'self'");
  }

  it('are on every kind of answer', async () => {
    const answers: [string, Answer][] = [
      ['page', await site.request('/')],
      ['file', await site.request('/robots.txt')],
      ['not found', await site.request('/no/such/page')],
      ['method not allowed', await site.request('/', { method: 'DELETE' })],
      ['bad address', await site.request('/%E0%A4%A')],
      ['range not satisfiable', await site.request('/robots.txt', { headers: { Range: 'bytes=5-2' } })],
    ];
    for (const [label, answer] of answers) expectSecurityHeaders(answer, label);
  });

  it('isolate the admin from the windows that open it, and not the public pages', async () => {
    for (const address of ['/admin/login', '/sw/admin/dashboard?field=x', '/admin', '/%61dmin/login']) {
      const answer = await site.request(address);
      expect(answer.headers['cross-origin-opener-policy'], address).toBe('same-origin');
    }
    for (const address of ['/', '/about', '/sw/', '/administration', '/robots.txt', '/%E0%A4%A']) {
      const answer = await site.request(address);
      expect(answer.headers['cross-origin-opener-policy'], address).toBeUndefined();
    }
  });

  it("let pages run only the site's scripts and the hashed loader, frame the map and call the statistics", async () => {
    const policy = (await site.request('/')).headers['content-security-policy'] as string;
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", LOADER_HASH]);
    expect(directives.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(directives.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://stats.college.example', 'https://portal.college.example']),
    );
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('serve an SVG under /media so that no script in it can run', async () => {
    const answer = await site.request('/media/logo.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const policy = answer.headers['content-security-policy'] as string;
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/(^|; )sandbox(;|$)/);
    expect(policy).not.toMatch(/script-src/);
  });

  it('never serve the files the build keeps for the server', async () => {
    const answer = await site.request(`/${CONTENT_SECURITY_FILE}`);
    expect(answer.status).toBe(404);
    expect(decoded(answer)).toBe(NOT_FOUND);
  });
});
