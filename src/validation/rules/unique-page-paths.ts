import type { ContentRule } from './types';
import { PAGES_FOLDER, pages } from './types';

/** Two pages may not claim the same address, and pages live under content/pages/. */
export const uniquePagePaths: ContentRule = (context) => {
  const errors = [];
  const seen = new Map<string, string>();
  for (const page of pages(context)) {
    if (!page.id.startsWith(PAGES_FOLDER)) {
      errors.push({
        file: page.file,
        pointer: '/$schema',
        message: 'page documents belong in content/pages/',
      });
    }
    const path = (page.data as { path?: unknown }).path;
    if (typeof path !== 'string') continue;
    const first = seen.get(path);
    if (first) {
      errors.push({
        file: page.file,
        pointer: '/path',
        message: `duplicate page path, already used by ${first}`,
        value: path,
      });
    } else {
      seen.set(path, page.file);
    }
  }
  return errors;
};
