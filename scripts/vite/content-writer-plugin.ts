import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the admin posts a saved document under `npm run dev`: /__content/pages/about.json */
export const CONTENT_WRITE_PREFIX = '/__content/';
const DOCUMENT_ID = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const MAX_BYTES = 2_000_000;

/**
 * Under `npm run dev` only: the admin's Save writes the document back to content/, so a maintainer
 * can edit the repository's content through the admin. Written to a temporary file and renamed over
 * the old one, so a document is never left half written. A deleted page (DELETE) removes its file.
 */
export function contentWriterPlugin(contentDir: string): Plugin {
  return {
    name: 'college:content-writer',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(CONTENT_WRITE_PREFIX, (request, response) => {
        const id = /^\/(.+)\.json$/.exec(request.url ?? '')?.[1];
        const reply = (status: number, message: string) => {
          response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end(message);
        };
        if (!id || !DOCUMENT_ID.test(id)) return reply(400, 'not a content document id');
        const file = path.join(contentDir, `${id}.json`);
        if (request.method === 'DELETE') {
          fs.rmSync(file, { force: true });
          return reply(204, '');
        }
        if (request.method !== 'PUT') return reply(405, 'PUT or DELETE');
        const chunks: Buffer[] = [];
        let size = 0;
        request.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_BYTES) chunks.push(chunk);
        });
        request.on('end', () => {
          if (size > MAX_BYTES) return reply(413, 'document too large');
          let document: unknown;
          try {
            document = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch (error) {
            return reply(400, `not JSON: ${(error as Error).message}`);
          }
          if (typeof document !== 'object' || document === null || Array.isArray(document))
            return reply(400, 'a content document is a JSON object');
          fs.mkdirSync(path.dirname(file), { recursive: true });
          const temporary = `${file}.${process.pid}.tmp`;
          fs.writeFileSync(temporary, JSON.stringify(document, null, 2) + '\n');
          fs.renameSync(temporary, file);
          reply(204, '');
        });
      });
    },
  };
}
