import path from 'node:path';
import type { Plugin } from 'vite';
import { documentKinds, documentUrl, generateDocuments } from '../documents/registry.ts';

const VIRTUAL_ID = 'virtual:generated-documents';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/**
 * Provides `virtual:generated-documents`: the address and exact size in bytes of every PDF the build
 * makes from content (scripts/documents), so download lists show real sizes. The files themselves are
 * written by scripts/build.ts, which checks that they match; under `npm run dev` they are served from memory.
 */
export function generatedDocumentsPlugin(contentDir: string): Plugin {
  const sourceFiles = () =>
    [...new Set(['site', ...documentKinds.flatMap((kind) => kind.sources)])].map((id) =>
      path.join(contentDir, `${id}.json`),
    );
  return {
    name: 'college:generated-documents',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of sourceFiles()) this.addWatchFile(file);
      const manifest = Object.fromEntries(
        (await generateDocuments(contentDir)).map((document) => [
          document.id,
          { url: documentUrl(document.id), bytes: document.bytes.length },
        ]),
      );
      return `export default ${JSON.stringify(manifest)};`;
    },
    configureServer(server) {
      server.middlewares.use('/files', (request, response, next) => {
        const id = /^\/([a-z0-9-]+)\.pdf$/.exec(request.url ?? '')?.[1];
        if (!id) return next();
        generateDocuments(contentDir).then((documents) => {
          const document = documents.find((candidate) => candidate.id === id);
          if (!document) return next();
          response.writeHead(200, {
            'Content-Type': 'application/pdf',
            'Content-Length': document.bytes.length,
          });
          response.end(document.bytes);
        }, next);
      });
    },
  };
}
