import path from 'node:path';
import { pageIndexOf } from '../../src/content/page-index';
import { readContentFolder } from '../../src/server/content-folder';

/** Every page address, read from the page documents, sorted; a new page is picked up without a list to edit. */
export function pageRoutes(pagesDir: string): string[] {
  return pageIndexOf(readContentFolder(path.dirname(pagesDir)))
    .map((entry) => entry.path)
    .sort();
}
