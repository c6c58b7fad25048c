import type { ParsedDocument, RuleContext } from '../types';

export type { ContentError, ContentRule, ParsedDocument, RuleContext } from '../types';

export { PAGE_SCHEMA_FILE as PAGE_SCHEMA, PAGES_FOLDER } from '../../content/places';
import { PAGE_SCHEMA_FILE as PAGE_SCHEMA } from '../../content/places';

export function pages(context: RuleContext): ParsedDocument[] {
  return context.documents.filter((document) => document.schemaFile === PAGE_SCHEMA);
}

/** Calls visit for every object in a document, with its JSON pointer. */
export function walkObjects(
  node: unknown,
  visit: (object: Record<string, unknown>, pointer: string) => void,
  pointer = '',
): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walkObjects(item, visit, `${pointer}/${index}`));
  } else if (node && typeof node === 'object') {
    const object = node as Record<string, unknown>;
    visit(object, pointer);
    for (const [key, value] of Object.entries(object)) walkObjects(value, visit, `${pointer}/${key}`);
  }
}
