import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server';

async function statuses(server: TestServer, forwardedFor: string, count: number): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await fetch(server.endpoint, { headers: { 'X-Forwarded-For': forwardedFor } });
    answers.push(response.status);
  }
  return answers;
}

describe('the rate limit behind a reverse proxy', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('limits each visitor on its own when TRUST_PROXY names the proxy', async () => {
    server = await startServer({ rateLimitPerMinute: 3, trustProxy: ['127.0.0.1'] });
    expect(await statuses(server, '203.0.113.7', 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(server, '198.51.100.20', 3)).toEqual([200, 200, 200]);
  });

  it('ignores X-Forwarded-For from anyone else, so a client cannot choose its own address', async () => {
    server = await startServer({ rateLimitPerMinute: 3 });
    expect(await statuses(server, '203.0.113.7', 3)).toEqual([200, 200, 200]);
    expect(await statuses(server, '198.51.100.20', 1)).toEqual([429]);
  });

  it('counts hops when TRUST_PROXY is a number', async () => {
    server = await startServer({ rateLimitPerMinute: 2, trustProxy: 1 });
    expect(await statuses(server, '203.0.113.7', 3)).toEqual([200, 200, 429]);
    expect(await statuses(server, '198.51.100.20', 2)).toEqual([200, 200]);
  });
});
