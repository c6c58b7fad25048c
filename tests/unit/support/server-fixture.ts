import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppOptions } from '../../../src/server/app';

/** Writes a build output: each file, and .gz and .br copies of the text ones, as the build does. */
export function writeSite(root: string, files: Record<string, string | Buffer>): void {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    if (/\.(html|js|css|svg|txt|xml)$/.test(file)) {
      fs.writeFileSync(`${target}.gz`, zlib.gzipSync(content));
      fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(content));
    }
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One raw HTTP request, so the test sees exactly the bytes and headers the server sends. */
export function request(port: number, target: string, options: RequestOptions = {}): Promise<Answer> {
  const { method = 'GET', headers = {}, body } = options;
  return new Promise((resolve, reject) => {
    // A connection of its own for each request, so one the server closed is never reused.
    const outgoing = http.request(
      { host: '127.0.0.1', port, path: target, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The body as text, uncompressed. */
export function decoded(answer: Answer): string {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(answer.body).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(answer.body).toString('utf8');
    default:
      return answer.body.toString('utf8');
  }
}

export interface SiteServer {
  app: FastifyInstance;
  port: number;
  distDir: string;
  request(target: string, options?: RequestOptions): Promise<Answer>;
  close(): Promise<void>;
}

/** The server over a site of the files given, in a temporary folder, on an ephemeral port. */
export async function serveSite(
  files: Record<string, string | Buffer>,
  options: Omit<AppOptions, 'distDir'> = {},
): Promise<SiteServer> {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-site-'));
  writeSite(distDir, files);
  const app = await createApp({ logErrors: false, ...options, distDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    port,
    distDir,
    request: (target, requestOptions) => request(port, target, requestOptions),
    async close() {
      await app.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}
