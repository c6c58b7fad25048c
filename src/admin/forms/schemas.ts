/** The schemas of schema/, bundled with the admin's forms (never with a public page). */
import type { SingletonId } from '../../content/documents';
import { localize } from '../../content/localize';
import type { LinkItem } from '../../content/types.generated';
import { SINGLETON_SCHEMA_FILES } from '../../content/places';
import { valueAtPointer } from '../../validation/json-pointer';
import type { ListItem, ListPlace } from '../shared/list-edits';
import type { AdminText } from '../text';
import type { ListItemFormPlace } from './list-item-form';
import { objectAt, type PartFormPlace } from './part-form';
import { SchemaSet, type JsonSchema, type SchemaNode } from './schema-set';

const files = import.meta.glob<JsonSchema>('/schema/**/*.schema.json', { eager: true, import: 'default' });

export const SCHEMAS = new SchemaSet(
  Object.fromEntries(Object.entries(files).map(([path, schema]) => [path.slice('/schema/'.length), schema])),
);

export const blockContentNode = (type: string): SchemaNode => SCHEMAS.file(`blocks/${type}.schema.json`);

export function schemaNodeAt(file: string, pointer: string): SchemaNode {
  const root = SCHEMAS.file(file);
  const schema = valueAtPointer(root.schema, pointer);
  if (typeof schema !== 'object' || schema === null)
    throw new Error(`schema/${file} has nothing at ${pointer}.`);
  return SCHEMAS.child(root, schema);
}

/** /seo/socialImage in a document is /properties/seo/properties/socialImage in its schema. */
const schemaPointerOf = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((step) => `/properties/${step}`)
    .join('');

/**
 * A list that stands at a fixed pointer of a fixed document (the ticker's items, the slides, the
 * footer's sections): read at that pointer, its items' schema the document schema's at the same place
 * unless `itemSchema` names another (a definition under $defs).
 */
export function fixedListPlace<Item extends ListItem>(
  documentId: SingletonId,
  pointer: string,
  words: Pick<ListPlace<Item>, 'name' | 'label'>,
  itemSchema = `${schemaPointerOf(pointer)}/items`,
): ListItemFormPlace<Item> {
  return {
    documentId,
    pointer,
    list: (document) => objectAt(document, pointer) as unknown as Item[],
    itemSchema: schemaNodeAt(SINGLETON_SCHEMA_FILES[documentId], itemSchema),
    ...words,
  };
}

/** For a part form on a fixed document. */
export const partNode = ({ documentId, pointer }: PartFormPlace): SchemaNode =>
  schemaNodeAt(SINGLETON_SCHEMA_FILES[documentId as SingletonId], schemaPointerOf(pointer));

/**
 * The links of a section (a footer column, a sidebar section) among the sections listed at
 * `sectionsPointer`, each of which `sectionSchema` describes: for the section with this id, at this
 * place. The history names a change in the words of the screen, whose name is the document's.
 */
export const linksOfSectionPlace =
  (documentId: 'footer' | 'sidebars', sectionsPointer: string, sectionSchema: string) =>
  (id: string, position: number, t: AdminText): ListItemFormPlace<LinkItem> => ({
    documentId,
    list: (document) => {
      const sections = objectAt(document, sectionsPointer) as unknown as { id: string; links?: LinkItem[] }[];
      return sections.find((section) => section.id === id)?.links ?? [];
    },
    pointer: `${sectionsPointer}/${position}/links`,
    itemSchema: schemaNodeAt(SINGLETON_SCHEMA_FILES[documentId], `${sectionSchema}/properties/links/items`),
    name: (link) => localize(link.text, t.language),
    label: (change, name) => t(`${documentId}.linkHistory.${change}`, { name }),
  });
