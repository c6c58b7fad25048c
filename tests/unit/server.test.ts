import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';

const PAGE_HTML = '<!doctype html><html lang="en"><title>About</title><h1>About the college</h1></html>';
const HOME_HTML = '<!doctype html><html lang="en"><title>Home</title><h1>Welcome</h1></html>';
const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><title>Not found</title><h1>Page not found</h1></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
const ASSET = '/assets/entry-Bx7fQ2a1.js';

/** A tiny build output: two pages, the not-found page and a hashed asset, each precompressed as the build does. */
function writeDist(root: string): void {
  const files: Record<string, string> = {
    'index.html': HOME_HTML,
    'about/index.html': PAGE_HTML,
    '404.html': NOT_FOUND_HTML,
    [ASSET.slice(1)]: SCRIPT,
  };
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    fs.writeFileSync(`${target}.gz`, zlib.gzipSync(text));
    fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(text));
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let distDir: string;
let app: FastifyInstance;
let port: number;

/** One raw HTTP request, so the test sees exactly the bytes and headers the server sends. */
function request(
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function decoded(answer: Answer): string {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(answer.body).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(answer.body).toString('utf8');
    default:
      return answer.body.toString('utf8');
  }
}

/** A file beside the site folder, which no address may reach. */
const SECRET = 'not for visitors';

beforeAll(async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'college-server-'));
  fs.writeFileSync(path.join(parent, 'secret.txt'), SECRET);
  distDir = path.join(parent, 'dist');
  fs.mkdirSync(distDir);
  writeDist(distDir);
  app = await createApp({ distDir, logErrors: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(path.dirname(distDir), { recursive: true, force: true });
});

describe('the site server (src/server/app.ts)', () => {
  it('answers a page with 200 and its HTML', async () => {
    const answer = await request('/about');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(answer)).toBe(PAGE_HTML);
  });

  it('answers the home page and a page with a trailing slash', async () => {
    expect(decoded(await request('/'))).toBe(HOME_HTML);
    const slashed = await request('/about/');
    expect(slashed.status).toBe(200);
    expect(decoded(slashed)).toBe(PAGE_HTML);
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const answer = await request('/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(decoded(answer)).toBe(NOT_FOUND_HTML);
  });

  it('answers a malformed address with 400 and a JSON error', async () => {
    const answer = await request('/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decoded(answer))).toEqual({ success: false, error: expect.any(String) });
  });

  it('answers a POST to a page with 405, a JSON error and the methods allowed', async () => {
    const answer = await request('/about', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(decoded(answer))).toEqual({ success: false, error: expect.stringContaining('POST') });
  });

  it('answers HEAD like GET, without a body', async () => {
    const answer = await request('/about', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });

  it('lets browsers keep hashed assets for a year and revalidate HTML', async () => {
    const asset = await request(ASSET);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(asset)).toBe(SCRIPT);
    expect((await request('/about')).headers['cache-control']).toBe('no-cache');
    expect((await request('/')).headers['cache-control']).toBe('no-cache');
  });

  describe('compression follows Accept-Encoding', () => {
    const cases: [string, string | undefined][] = [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['gzip, deflate, br;q=0', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['GZIP;q=0.5', 'gzip'],
    ];
    for (const [accepted, expected] of cases) {
      it(`${accepted} → ${expected ?? 'uncompressed'}`, async () => {
        for (const target of ['/about', ASSET, '/missing']) {
          const answer = await request(target, { headers: { 'Accept-Encoding': accepted } });
          expect(answer.headers['content-encoding'], target).toBe(expected);
          expect(answer.headers.vary, target).toMatch(/Accept-Encoding/i);
        }
        const page = await request('/about', { headers: { 'Accept-Encoding': accepted } });
        expect(decoded(page)).toBe(PAGE_HTML);
        const missing = await request('/missing', { headers: { 'Accept-Encoding': accepted } });
        expect(decoded(missing)).toBe(NOT_FOUND_HTML);
      });
    }
  });

  it('answers a page whatever its query string', async () => {
    const answer = await request('/about?utm_source=sms&x=%E0%A4%A');
    expect(answer.status).toBe(200);
    expect(decoded(answer)).toBe(PAGE_HTML);
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%00', '/about%00.html'])(
    'never serves a file outside the site for %s',
    async (target) => {
      const answer = await request(target);
      expect([400, 404]).toContain(answer.status);
      expect(decoded(answer)).not.toContain(SECRET);
    },
  );

  it('keeps serving after bad requests', async () => {
    await request('/%E0%A4%A');
    await request('/about', { method: 'POST' });
    await request('/%');
    await request('/about', { method: 'DELETE' });
    const answer = await request('/about');
    expect(answer.status).toBe(200);
    expect(decoded(answer)).toBe(PAGE_HTML);
  });
});
