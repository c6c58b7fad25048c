import path from 'node:path';
import type { Plugin } from 'vite';
import type * as EntryServer from '../../src/entry-server';
import { readContentFolder } from '../../src/server/content-folder.ts';

const ADDRESS = /^\/search-index\/(en|sw)\.json$/;

/**
 * Under `npm run dev`, answers /search-index/<language>.json from the current content, as the build
 * writes it, so search works while editing.
 */
export function searchIndexDevPlugin(contentDir: string): Plugin {
  return {
    name: 'college:search-index-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const language = ADDRESS.exec(request.url ?? '')?.[1] as 'en' | 'sw' | undefined;
        if (!language) return next();
        server
          .ssrLoadModule('/src/entry-server.tsx')
          .then((entry) =>
            (entry as typeof EntryServer)
              .createRenderer(readContentFolder(path.resolve(contentDir)))
              .searchIndexFiles(),
          )
          .then((indexes) => {
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(indexes[language]));
          })
          .catch(next);
      });
    },
  };
}
