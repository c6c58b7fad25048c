import type { ContentError } from './types';
import type { ContentRule } from './types';
import { because } from './reasons';

/**
 * A menu entry leads somewhere: it has a url, children, or both. Checked even when the menu breaks
 * its schema elsewhere, so one run reports every problem; entries that are not objects are left to
 * the schema's own error.
 */
export const menuEntriesLead: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    if (document.schemaFile !== 'navigation.schema.json') continue;
    const visit = (entries: unknown, pointer: string) => {
      if (!Array.isArray(entries)) return;
      entries.forEach((entry: unknown, index) => {
        if (!entry || typeof entry !== 'object') return;
        const { url, children } = entry as { url?: unknown; children?: unknown };
        const at = `${pointer}/${index}`;
        if (url === undefined && children === undefined) {
          errors.push({
            file: document.file,
            pointer: at,
            message: 'needs a url, children, or both',
            reason: because('menu.urlOrChildren'),
          });
        }
        visit(children, `${at}/children`);
      });
    };
    const data = document.data as { items?: unknown } | null | undefined;
    if (data && typeof data === 'object') visit(data.items, '/items');
  }
  return errors;
};
