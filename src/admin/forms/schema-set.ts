/**
 * The JSON Schemas of schema/, as the admin's forms read them: a node is a schema object with the
 * file it sits in, so its "$ref"s resolve as ajv resolves them. Pure: the schemas are handed in.
 */
import { valueAtPointer } from '../../validation/json-pointer';

export type JsonSchema = { [keyword: string]: unknown };

export interface SchemaNode {
  schema: JsonSchema;
  /** The schema file the node sits in, relative to schema/ (blocks/columns.schema.json). */
  file: string;
  /** The name of the last definition a "$ref" led to (localizedText, url…): it picks the widget. */
  definition?: string;
}

const ROOT = 'file:///schema/';

export class SchemaSet {
  constructor(private readonly files: Readonly<Record<string, JsonSchema>>) {}

  file(file: string): SchemaNode {
    const schema = this.files[file];
    if (!schema) throw new Error(`No schema file schema/${file}.`);
    return { schema, file };
  }

  /**
   * Follows "$ref" until a node without one; keywords beside a "$ref" (a description, a default)
   * win over those of its target, as they are the more particular.
   */
  resolve(node: SchemaNode): SchemaNode {
    let current = node;
    for (let hops = 0; typeof current.schema.$ref === 'string'; hops++) {
      if (hops > 32) throw new Error(`A "$ref" cycle in schema/${node.file}.`);
      const { $ref, ...beside } = current.schema;
      const target = this.target($ref as string, current.file);
      current = { ...target, schema: { ...target.schema, ...beside } };
    }
    return current;
  }

  /** A schema inside a node: it stays in the node's file, where its "$ref"s resolve from. */
  child(node: SchemaNode, schema: unknown): SchemaNode {
    return { schema: schema as JsonSchema, file: node.file };
  }

  private target(reference: string, from: string): SchemaNode {
    const url = new URL(reference, ROOT + from);
    const file = url.pathname.slice(new URL(ROOT).pathname.length);
    if (this.files[file] === undefined)
      throw new Error(`"${reference}" in schema/${from} names no schema file.`);
    const fragment = decodeURIComponent(url.hash.replace(/^#/, ''));
    const schema = valueAtPointer(this.files[file], fragment);
    if (typeof schema !== 'object' || schema === null)
      throw new Error(`"${reference}" in schema/${from} names nothing.`);
    return { schema: schema as JsonSchema, file, definition: fragment.split('/').at(-1) || undefined };
  }
}
