/** The schemas of schema/, bundled with the admin's forms (never with a public page). */
import { SchemaSet, type JsonSchema, type SchemaNode } from './schema-set';

const files = import.meta.glob<JsonSchema>('/schema/**/*.schema.json', { eager: true, import: 'default' });

export const SCHEMAS = new SchemaSet(
  Object.fromEntries(Object.entries(files).map(([path, schema]) => [path.slice('/schema/'.length), schema])),
);

/** The schema of a block type's content. */
export const blockContentNode = (type: string): SchemaNode => SCHEMAS.file(`blocks/${type}.schema.json`);
