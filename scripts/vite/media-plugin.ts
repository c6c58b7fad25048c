import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';

/**
 * Content media (content/media/...) is addressed as /media/... : served from there under
 * `npm run dev`, and copied into the client build.
 */
export function mediaPlugin(mediaDir: string): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'college:media',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      const serve = sirv(mediaDir, { dev: true, etag: true });
      server.middlewares.use('/media', (request, response, next) => serve(request, response, next));
    },
    writeBundle() {
      if (isSsr) return;
      fs.cpSync(mediaDir, path.join(outDir, 'media'), { recursive: true });
    },
  };
}
