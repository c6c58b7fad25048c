import fs from 'node:fs';
import path from 'node:path';

/** Every page address, read from the page documents so a new page is tested without editing tests. */
export function pageRoutes(): string[] {
  const root = path.resolve('content/pages');
  const routes: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json'))
        routes.push((JSON.parse(fs.readFileSync(full, 'utf8')) as { path: string }).path);
    }
  };
  walk(root);
  return routes.sort();
}
