/** The schemas of schema/, bundled with the admin's forms (never with a public page). */
import { SchemaSet, type JsonSchema, type SchemaNode } from './schema-set';

const files = import.meta.glob<JsonSchema>('/schema/**/*.schema.json', { eager: true, import: 'default' });

export const SCHEMAS = new SchemaSet(
  Object.fromEntries(Object.entries(files).map(([path, schema]) => [path.slice('/schema/'.length), schema])),
);

/** The schema of a block type's content. */
export const blockContentNode = (type: string): SchemaNode => SCHEMAS.file(`blocks/${type}.schema.json`);

/** The schema node at a JSON pointer inside a schema file, such as a list's items. */
export function schemaNodeAt(file: string, pointer: string): SchemaNode {
  const root = SCHEMAS.file(file);
  let schema: unknown = root.schema;
  for (const step of pointer.split('/').slice(1)) schema = (schema as JsonSchema | undefined)?.[step];
  if (typeof schema !== 'object' || schema === null)
    throw new Error(`schema/${file} has nothing at ${pointer}.`);
  return SCHEMAS.child(root, schema);
}
