import fs from 'node:fs';
import path from 'node:path';

/** Every page address, read from the page documents, sorted; a new page is picked up without a list to edit. */
export function pageRoutes(pagesDir: string): string[] {
  const routes: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json'))
        routes.push((JSON.parse(fs.readFileSync(full, 'utf8')) as { path: string }).path);
    }
  };
  walk(pagesDir);
  return routes.sort();
}
