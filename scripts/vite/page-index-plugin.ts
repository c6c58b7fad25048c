import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:page-index';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

interface PageHead {
  path: string;
  title: unknown;
  navTitle?: unknown;
}

/** Reads every page document's address and titles, so the app can route without loading every page. */
export function readPageIndex(pagesDir: string) {
  const entries: { path: string; id: string; title: unknown; navTitle?: unknown }[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        const page = JSON.parse(fs.readFileSync(full, 'utf8')) as PageHead;
        const id =
          'pages/' +
          path
            .relative(pagesDir, full)
            .split(path.sep)
            .join('/')
            .replace(/\.json$/, '');
        entries.push({
          path: page.path,
          id,
          title: page.title,
          ...(page.navTitle ? { navTitle: page.navTitle } : {}),
        });
      }
    }
  };
  walk(pagesDir);
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}

/** Provides `virtual:page-index`, rebuilt whenever a page document changes under `npm run dev`. */
export function pageIndexPlugin(pagesDir: string): Plugin {
  return {
    name: 'college:page-index',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(readPageIndex(pagesDir))};`;
    },
    configureServer(server) {
      server.watcher.add(pagesDir);
      const refresh = (file: string) => {
        if (!file.startsWith(pagesDir)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh);
      server.watcher.on('change', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}
