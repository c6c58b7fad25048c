import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getStats, postJson, startServer, view, type TestServer } from './support/server';

/** A raw request, for what fetch will not send: chunked bodies, a chosen local address. */
function rawRequest(
  endpoint: string,
  options: http.RequestOptions,
  body?: string | Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(endpoint, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

describe('the statistics endpoint refuses bad input', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(() => server.close());

  async function expectNothingStored() {
    const { data } = await getStats(server.endpoint);
    expect(data).toEqual({ online: 0, today: 0, yesterday: 0, yearly: 0, total: 0 });
  }

  it('answers 415 to a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const response = await fetch(server.endpoint, {
        method: 'POST',
        headers: contentType ? { 'Content-Type': contentType } : {},
        body: JSON.stringify(view('session-0001')),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ success: false, error: expect.stringContaining('JSON') });
    }
    await expectNothingStored();
  });

  it('accepts a JSON content type with a charset', async () => {
    const answer = await postJson(server.endpoint, view('session-0001'), {
      'Content-Type': 'application/json; charset=UTF-8',
    });
    expect(answer.status).toBe(200);
  });

  it('answers 413 to a body over 4 KB, declared or streamed', async () => {
    const big = JSON.stringify({ ...view('session-0001'), referrer: 'x'.repeat(5000) });
    expect((await postJson(server.endpoint, big)).status).toBe(413);
    const streamed = await rawRequest(
      server.endpoint,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
      big,
    );
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual({ success: false, error: expect.stringContaining('4096') });
    await expectNothingStored();
  });

  it('answers 400 naming the field that is wrong, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      ['{"sessionId": ', 'JSON'],
      [[view('session-0001')], 'object'],
      [{ pageUrl: '/', referrer: '' }, 'sessionId'],
      [view('short'), 'sessionId'],
      [view('x'.repeat(129)), 'sessionId'],
      [view('has spaces in it'), 'sessionId'],
      [view('semi;colon;id'), 'sessionId'],
      [{ sessionId: 12345678, pageUrl: '/' }, 'sessionId'],
      [{ sessionId: 'session-0001', referrer: '' }, 'pageUrl'],
      [view('session-0001', 'javascript:alert(1)'), 'pageUrl'],
      [view('session-0001', '//evil.example/page'), 'pageUrl'],
      [view('session-0001', 'https://evil.example/page'), 'pageUrl'],
      [view('session-0001', 'about'), 'pageUrl'],
      [view('session-0001', `/${'a'.repeat(2048)}`), 'pageUrl'],
      [{ sessionId: 'session-0001', pageUrl: '/', referrer: 42 }, 'referrer'],
      [view('session-0001', '/', `https://example.org/${'r'.repeat(2040)}`), 'referrer'],
      [{ sessionId: 'session-0001', action: 'arriving' }, 'action'],
      [{ sessionId: 'tiny', action: 'leaving' }, 'sessionId'],
    ];
    for (const [body, field] of cases) {
      const answer = await postJson(server.endpoint, typeof body === 'string' ? body : JSON.stringify(body));
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error).toContain(field);
    }
    await expectNothingStored();
  });

  it('answers 400 to an unknown GET action, and 405 to other methods', async () => {
    const unknown = await fetch(`${server.endpoint}?action=delete`);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toContain('action');
    const put = await fetch(server.endpoint, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toContain('POST');
  });

  it('accepts an address of this site and keeps only its path', async () => {
    const answer = await postJson(
      server.endpoint,
      view('session-0001', `${server.base}/fees?name=Amina#top`, 'https://www.google.com/'),
    );
    expect(answer.status).toBe(200);
    expect(
      (await postJson(server.endpoint, view('session-0002', 'https://www.college.example/about'))).status,
    ).toBe(200);
    const report = (await (
      await fetch(`${server.endpoint}?action=report`, { headers: await server.adminHeaders() })
    ).json()) as {
      data: { topPages: { path: string }[] };
    };
    expect(report.data.topPages.map((page) => page.path).sort()).toEqual(['/about', '/fees']);
  });

  it('keeps serving after every kind of bad request', async () => {
    await postJson(server.endpoint, '{');
    await rawRequest(
      server.endpoint,
      { method: 'POST', headers: { 'Content-Type': 'application/json' } },
      '\u0000',
    );
    const answer = await postJson(server.endpoint, view('session-0001'));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ online: 1, today: 1, total: 1 });
  });
});

describe('the statistics endpoint limits each client', () => {
  it('answers 429 once a client has spent its requests, while others go on', async () => {
    const server = await startServer({ rateLimitPerMinute: 5 });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 7; index++) statuses.push((await fetch(server.endpoint)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const limited = await fetch(server.endpoint);
      expect(limited.headers.get('retry-after')).toBe('5');
      expect(await limited.json()).toEqual({ success: false, error: expect.stringContaining('Too many') });
      const other = await rawRequest(server.endpoint, { localAddress: '127.0.0.2' });
      expect(other.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('the statistics endpoint and other origins', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer({ statistics: { allowedOrigins: ['https://portal.college.example'] } });
  });
  afterEach(() => server.close());

  it('allows a configured origin, with CORS headers and a preflight', async () => {
    const preflight = await fetch(server.endpoint, {
      method: 'OPTIONS',
      headers: { Origin: 'https://portal.college.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://portal.college.example');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');
    const answer = await postJson(
      server.endpoint,
      view('session-0001', 'https://portal.college.example/news'),
      { Origin: 'https://portal.college.example' },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://portal.college.example');
  });

  it('refuses any other origin and records nothing from it', async () => {
    const preflight = await fetch(server.endpoint, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await postJson(server.endpoint, view('session-0001'), { Origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const { data } = await getStats(server.endpoint);
    expect(data.total).toBe(0);
  });

  it('needs no CORS headers for its own origin', async () => {
    const answer = await postJson(server.endpoint, view('session-0001'), { Origin: server.base });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
