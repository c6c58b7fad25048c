import type { ContentError } from '../content-validator';
import type { ContentRule } from './types';

interface MenuEntry {
  url?: string;
  children?: MenuEntry[];
}

/** A menu entry leads somewhere: it has a url, children, or both. */
export const menuEntriesLead: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    if (document.schemaFile !== 'navigation.schema.json' || !document.valid) continue;
    const visit = (entries: MenuEntry[], pointer: string) =>
      entries.forEach((entry, index) => {
        const at = `${pointer}/${index}`;
        if (entry.url === undefined && entry.children === undefined) {
          errors.push({ file: document.file, pointer: at, message: 'needs a url, children, or both' });
        }
        if (entry.children) visit(entry.children, `${at}/children`);
      });
    visit((document.data as { items: MenuEntry[] }).items, '/items');
  }
  return errors;
};
