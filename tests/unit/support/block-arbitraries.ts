/**
 * fast-check arbitraries derived from the block schemas themselves, so a new block type is covered
 * by the property tests as soon as its fragment exists. Only the keywords the schemas use are
 * understood; an unknown one fails loudly rather than producing content the schema would refuse.
 */
import path from 'node:path';
import fc from 'fast-check';
import { readAllSchemas, readBlockFragments, type JsonSchema } from '../../../scripts/lib/schemas';
import { projectRoot } from './project-copy';

const schemaDir = path.join(projectRoot, 'schema');
const allSchemas = readAllSchemas(schemaDir);

/** Keywords that describe a value for editors and tools and do not constrain it. */
const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$comment',
  '$defs',
  'title',
  'description',
  'default',
  'examples',
  'errorMessage',
  'x-label',
  'x-label-sw',
  'x-description-sw',
  'x-icon',
  'x-reference',
  'x-localized',
  'x-widget',
]);
const UNDERSTOOD = new Set([
  ...ANNOTATIONS,
  '$ref',
  'oneOf',
  'anyOf',
  'enum',
  'const',
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'items',
  'properties',
  'required',
  'additionalProperties',
  'minimum',
  'maximum',
]);

/** Array lengths stay small: a page of many blocks is the point, not one huge list. */
const MAX_ITEMS = 4;

/** Resolves "$ref" (relative to the schema file it appears in) to the schema and its own file. */
function resolveRef(ref: string, fromFile: string): { schema: JsonSchema; file: string } {
  const [target, pointer = ''] = ref.split('#');
  const file = target ? path.posix.join(path.posix.dirname(fromFile), target) : fromFile;
  let schema: unknown = allSchemas.get(file);
  if (!schema) throw new Error(`${fromFile}: $ref to unknown schema ${ref}`);
  for (const key of pointer.split('/').filter(Boolean)) schema = (schema as Record<string, unknown>)[key];
  if (!schema) throw new Error(`${fromFile}: $ref ${ref} points at nothing`);
  return { schema: schema as JsonSchema, file };
}

/** A text that satisfies the string keywords of a schema. */
function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format !== undefined)
    throw new Error(`no arbitrary for format ${JSON.stringify(schema.format)}`);
  if (typeof schema.pattern === 'string') {
    const minLength = (schema.minLength as number | undefined) ?? 0;
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= minLength);
  }
  return fc.string({
    minLength: (schema.minLength as number | undefined) ?? 0,
    maxLength: (schema.maxLength as number | undefined) ?? 40,
    unit: 'grapheme',
  });
}

/** A value the given schema accepts. `file` is the schema file it comes from, for relative $refs. */
export function arbitraryFor(schema: JsonSchema, file: string): fc.Arbitrary<unknown> {
  const unknown = Object.keys(schema).filter((keyword) => !UNDERSTOOD.has(keyword));
  if (unknown.length > 0) throw new Error(`${file}: no arbitrary for keywords ${unknown.join(', ')}`);

  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, file);
    return arbitraryFor(target.schema, target.file);
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, file)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);

  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1000,
        max: (schema.maximum as number | undefined) ?? 1000,
      });
    case 'number':
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1000,
        max: (schema.maximum as number | undefined) ?? 1000,
        noNaN: true,
      });
    case 'array': {
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.max(
        minLength,
        Math.min((schema.maxItems as number | undefined) ?? MAX_ITEMS, MAX_ITEMS),
      );
      return fc.array(arbitraryFor(schema.items as JsonSchema, file), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, file)]),
      );
      return fc.record(model, { requiredKeys: required });
    }
    case 'null':
      return fc.constant(null);
    default:
      throw new Error(`${file}: no arbitrary for type ${JSON.stringify(schema.type)}`);
  }
}

export const blockFragments = readBlockFragments(path.join(schemaDir, 'blocks'));

/** Content of the given block type that its fragment accepts. */
export function blockContentArbitrary(type: string): fc.Arbitrary<unknown> {
  const fragment = blockFragments.get(type);
  if (!fragment) throw new Error(`No schema fragment for block type ${type}`);
  return arbitraryFor(fragment, `blocks/${type}.schema.json`);
}

export interface GeneratedBlock {
  id: string;
  type: string;
  content: unknown;
}

/** One component of any known block type. */
export const knownBlockArbitrary: fc.Arbitrary<Omit<GeneratedBlock, 'id'>> = fc.oneof(
  ...[...blockFragments.keys()].map((type) =>
    blockContentArbitrary(type).map((content) => ({ type, content })),
  ),
);

/** A page's component list: ids are unique, as validation demands. */
export function componentListArbitrary(
  block: fc.Arbitrary<Omit<GeneratedBlock, 'id'>> = knownBlockArbitrary,
  { maxLength = 6 } = {},
): fc.Arbitrary<GeneratedBlock[]> {
  return fc
    .array(block, { minLength: 1, maxLength })
    .map((blocks) => blocks.map((entry, index) => ({ id: `block-${index + 1}`, ...entry })));
}
