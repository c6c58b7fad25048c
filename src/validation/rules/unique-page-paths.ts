import type { ContentRule } from './types';
import { PAGES_FOLDER, pages } from './types';
import { because } from './reasons';

/**
 * Two pages may not claim the same address, and pages live under content/pages/. A shared address
 * is reported on every page that claims it, so a check of any one of them (the page being edited)
 * finds it.
 */
export const uniquePagePaths: ContentRule = (context) => {
  const errors = [];
  const claims = new Map<string, string[]>();
  for (const page of pages(context)) {
    const path = (page.data as { path?: unknown }).path;
    if (typeof path === 'string') claims.set(path, [...(claims.get(path) ?? []), page.file]);
  }
  for (const page of pages(context)) {
    if (!page.id.startsWith(PAGES_FOLDER)) {
      errors.push({
        file: page.file,
        pointer: '/$schema',
        message: 'page documents belong in content/pages/',
        reason: because('page.outsidePages'),
      });
    }
    const path = (page.data as { path?: unknown }).path;
    if (typeof path !== 'string') continue;
    const others = (claims.get(path) ?? []).filter((file) => file !== page.file);
    if (others.length > 0)
      errors.push({
        file: page.file,
        pointer: '/path',
        message: `duplicate page path, also used by ${others.join(', ')}`,
        value: path,
        reason: because('page.duplicatePath', { files: others.join(', ') }),
      });
  }
  return errors;
};
