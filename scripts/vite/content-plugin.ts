import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { GENERATED_FILES_ID } from '../../src/content/generated-files.ts';
import { PAGE_INDEX_ID, pageIndexOf } from '../../src/content/page-index.ts';
import { CONTENT_MANIFEST_ADDRESS } from '../../src/content/publishing.ts';
import {
  documentKinds,
  generateDocuments,
  generatedFilesOf,
  type GeneratedDocument,
} from '../../src/documents/registry.ts';
import { readContentFolder } from '../../src/server/content-folder.ts';
import { contentFilesOf, contentHash } from '../../src/server/releases/content-files.ts';

const CONTENT_FILE = /^\/content\/(.+)\.[0-9a-f]{16}\.json$/;
const GENERATED_FILE = /^\/files\/([a-z0-9-]+)\.pdf$/;

/**
 * Under `npm run dev`, the content manifest and the documents it names, read from content/ at each
 * request as a release serves them, so an edit to a file (or the admin's Save) shows on the next load.
 * The PDFs (and their sizes, the generated-files document) are made again when their sources change.
 */
export function contentDevPlugin(contentDir: string): Plugin {
  let made: { key: string; documents: Promise<GeneratedDocument[]> } | undefined;
  const generated = (documents: Record<string, unknown>) => {
    const sources = ['site', ...documentKinds.flatMap((kind) => kind.sources)];
    const key = contentHash(JSON.stringify(sources.map((id) => documents[id])));
    if (made?.key !== key)
      made = { key, documents: generateDocuments(contentDir, { read: (id) => documents[id] }) };
    return made;
  };
  const documentsNow = () => {
    const documents = readContentFolder(contentDir);
    return { ...documents, [PAGE_INDEX_ID]: pageIndexOf(documents) };
  };
  const sendJson = (response: ServerResponse, text: string) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    response.end(text);
  };
  return {
    name: 'college:content-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        const pathname = (request.url ?? '').split('?')[0]!;
        const fail = (error: unknown) => {
          response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end(String(error));
        };
        if (pathname === CONTENT_MANIFEST_ADDRESS) {
          const documents = documentsNow();
          const { manifest } = contentFilesOf(documents, 0);
          // The sizes' address names their sources, so they are made only when a page asks for them.
          manifest.documents[GENERATED_FILES_ID] =
            `/content/${GENERATED_FILES_ID}.${generated(documents).key}.json`;
          return sendJson(response, JSON.stringify(manifest));
        }
        const id = CONTENT_FILE.exec(pathname)?.[1];
        if (id === GENERATED_FILES_ID) {
          generated(documentsNow())
            .documents.then((files) => sendJson(response, JSON.stringify(generatedFilesOf(files))))
            .catch(fail);
          return;
        }
        if (id) {
          const documents: Record<string, unknown> = documentsNow();
          if (!(id in documents)) return next();
          return sendJson(response, JSON.stringify(documents[id]));
        }
        const fileId = GENERATED_FILE.exec(pathname)?.[1];
        if (!fileId) return next();
        generated(documentsNow())
          .documents.then((files) => {
            const file = files.find((candidate) => candidate.id === fileId);
            if (!file) return next();
            response.writeHead(200, {
              'Content-Type': 'application/pdf',
              'Content-Length': file.bytes.length,
            });
            response.end(file.bytes);
          })
          .catch(fail);
      });
    },
  };
}
