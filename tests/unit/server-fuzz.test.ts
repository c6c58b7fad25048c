import site from '../../content/site.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/content/types.generated';
import { fromPaths } from '../../src/server/site-pages';
import { openVisitorStatistics, STATS_PATH, type VisitorStatistics } from '../../src/server/stats';
import { decoded, serveSite, type SiteServer } from './support/server-fixture';

const HOME = '<!doctype html><html lang="en"><title>Home</title><h1>Welcome</h1></html>';
const REQUESTS = 2000;
const AT_ONCE = 8;

/** mulberry32: a small seeded generator, so a failure can be replayed exactly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const text = (length: number, alphabet: string) =>
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  return { next, pick, text };
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'TRACE', 'SEARCH'];
const PATHS = [
  '/',
  '/about',
  '/about/',
  '/sw/about',
  '/robots.txt',
  '/media/logo.svg',
  '/assets/app.js',
  STATS_PATH,
  `${STATS_PATH}?action=report`,
  `${STATS_PATH}?action=%00`,
  '/../secret.txt',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/..%2f..%2fsecret.txt',
  '/%00',
  '/about%00.html',
  '/%E0%A4%A',
  '/%',
  '/%%32%65',
  '/..\\..\\windows',
  '//evil.example/x',
  '/.content-security.json',
  '/.vite/manifest.json',
  '/admin/../../secret.txt',
  '/about?lang=sw&lang=en',
  '/?lang=%ff',
  `/${'a'.repeat(3000)}`,
  '/%C0%AE%C0%AE/secret.txt',
  '/about;jsessionid=1',
  '/about#fragment',
  '/*',
];
const RANGES = [
  'bytes=5-2',
  'bytes=-5',
  'bytes=abc',
  'bytes=0-',
  'bytes=0-0,-1',
  'bytes=999999-',
  'bytes=-0',
  'bytes=-99999999999999999999',
  'bytes=1-2-3',
  'items=0-5',
  'bytes=',
  'bytes=0-1,2-3,4-5,6-7,8-9,10-11,12-13',
];
const ENCODINGS = [
  'br',
  'gzip;q=0',
  '*',
  'identity;q=0',
  'br;q=abc',
  ', ,',
  'x'.repeat(500),
  'gzip, br;q=0.5',
];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/json; charset=latin1',
  'multipart/form-data',
  '*/*',
  '',
];

function randomRequest(random: ReturnType<typeof generator>) {
  const headers: Record<string, string> = {};
  const visible = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCXYZ[\\]^_`abcxyz{|}~';
  if (random.next() < 0.5)
    headers.Range = random.next() < 0.8 ? random.pick(RANGES) : random.text(20, visible);
  if (random.next() < 0.5) headers['Accept-Encoding'] = random.pick(ENCODINGS);
  if (random.next() < 0.3)
    headers.Cookie = random.pick(['lang=sw', 'lang=', 'lang=sw; lang=en', random.text(40, visible)]);
  if (random.next() < 0.3)
    headers.Origin = random.pick([
      'https://evil.example',
      'null',
      'http://127.0.0.1',
      random.text(10, visible),
    ]);
  if (random.next() < 0.2)
    headers['If-Range'] = random.pick(['"x"', 'Wed, 21 Oct 2015 07:28:00 GMT', 'garbage']);
  if (random.next() < 0.2)
    headers['X-Forwarded-For'] = random.pick(['1.2.3.4', 'not-an-address', '::1, 10.0.0.1']);
  const method = random.pick(METHODS);
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD' && random.next() < 0.7) {
    headers['Content-Type'] = random.pick(CONTENT_TYPES);
    const kind = random.next();
    body =
      kind < 0.3
        ? Buffer.from(JSON.stringify({ sessionId: random.text(12, 'abc-_'), pageUrl: random.pick(PATHS) }))
        : kind < 0.5
          ? Buffer.from(random.text(Math.floor(random.next() * 200), visible))
          : kind < 0.7
            ? Buffer.from(Array.from({ length: 64 }, () => Math.floor(random.next() * 256)))
            : Buffer.from(`{"sessionId":"${'x'.repeat(5000)}"}`);
  }
  return { target: random.pick(PATHS), method, headers, body };
}

let server: SiteServer;
let statistics: VisitorStatistics;

beforeAll(async () => {
  statistics = openVisitorStatistics({
    settings: site as SiteSettings,
    databasePath: ':memory:',
    pages: fromPaths(['/', '/about']),
    rateLimitPerMinute: 0,
  });
  server = await serveSite(
    {
      'index.html': HOME,
      'about/index.html': HOME,
      'sw/about/index.html': HOME,
      '404.html': 'not found',
      'robots.txt': 'User-agent: *\n',
      'media/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'assets/app.js': `console.log(${JSON.stringify('x'.repeat(3000))})`,
    },
    { stats: statistics.routes },
  );
});

afterAll(async () => {
  await server.close();
  statistics.close();
});

describe('the server under malformed requests', () => {
  it(`answers ${REQUESTS} random malformed requests below 500, and still serves after them`, async () => {
    const random = generator(20_260_501);
    const requests = Array.from({ length: REQUESTS }, () => randomRequest(random));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let start = 0; start < requests.length; start += AT_ONCE) {
      await Promise.all(
        requests.slice(start, start + AT_ONCE).map(async ({ target, method, headers, body }) => {
          const answer = await server
            .request(target, { method, headers, body })
            .catch((error: Error) => error);
          if (answer instanceof Error) {
            failures.push(`${method} ${target} ${JSON.stringify(headers)}: ${answer.message}`);
            return;
          }
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500)
            failures.push(`${method} ${target} ${JSON.stringify(headers)}: ${answer.status}`);
        }),
      );
    }
    expect(failures).toEqual([]);
    // The generator reaches the answers it is meant to provoke.
    for (const status of [200, 206, 400, 404, 405, 413, 415, 416])
      expect(statuses.get(status), String(status)).toBeGreaterThan(0);

    const home = await server.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(home.status).toBe(200);
    expect(decoded(home)).toBe(HOME);
    expect((await server.request(STATS_PATH)).status).toBe(200);
  }, 120_000);

  it('answers an error thrown inside a request with a JSON 500 and keeps serving', async () => {
    const failing = await serveSite(
      { 'index.html': HOME },
      {
        stats: async (app) => {
          app.get('/boom', async () => {
            throw new Error('a fault in a handler');
          });
        },
      },
    );
    try {
      const answer = await failing.request('/boom');
      expect(answer.status).toBe(500);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decoded(answer))).toEqual({ success: false, error: expect.any(String) });
      expect(decoded(answer)).not.toContain('a fault in a handler');
      expect((await failing.request('/')).status).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
