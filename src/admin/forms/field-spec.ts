/**
 * What input a schema node calls for. Pure: the form component renders these, and a unit test holds
 * every keyword used in schema/ to an input here. A node whose input is better than its JSON type's
 * names it ("x-widget": a picture, a colour, an icon, a long text…; "x-localized": both languages).
 */
import type { JsonSchema, SchemaNode, SchemaSet } from './schema-set';

export interface Choice {
  label: string;
  node: SchemaNode;
}

export type FieldSpec =
  | { kind: 'localized'; multiline: boolean }
  | { kind: 'text'; multiline: boolean; inputMode?: 'url' | 'email' }
  | { kind: 'image' }
  | { kind: 'colour' }
  | { kind: 'date' }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
  | { kind: 'boolean' }
  | { kind: 'select'; options: readonly unknown[]; icons: boolean }
  | { kind: 'fixed'; value: unknown }
  | { kind: 'array'; item: SchemaNode; minItems: number; maxItems: number }
  | { kind: 'menuTree'; item: SchemaNode }
  | { kind: 'object'; properties: readonly { name: string; node: SchemaNode; required: boolean }[] }
  | { kind: 'choice'; choices: readonly Choice[] };

/** "x-widget"s that replace the JSON type's input ("icon" only adds icons to a select, so is not here). */
const WIDGETS: Readonly<Record<string, FieldSpec>> = {
  url: { kind: 'text', multiline: false, inputMode: 'url' },
  picture: { kind: 'image' },
  colour: { kind: 'colour' },
  date: { kind: 'date' },
};

/**
 * How the form treats each keyword that schema/ uses: the inputs it picks, the limits it shows, and
 * the keywords ajv alone checks (their messages show at the field). The unit test fails on a keyword
 * missing here.
 */
export const FORM_KEYWORDS: Readonly<Record<string, string>> = {
  $schema: 'names the dialect; no input',
  $comment: 'a note for maintainers; no input',
  $id: 'names the file; resolves references',
  $defs: 'holds definitions; reached through $ref',
  $ref: 'followed to its definition, whose keywords (an "x-widget" among them) apply',
  title: 'names a choice between variants, where its fixed type does not',
  description: 'the help text under the input (English)',
  'x-description-sw': 'the help text under the input on a Kiswahili screen',
  type: 'picks the input: text, number, switch, list or group',
  properties: 'one input per property, in order',
  required: 'marks the input required; an optional one left empty is removed',
  additionalProperties: 'only the properties the schema names get inputs',
  items: 'the input of each list item',
  minItems: 'Remove is disabled at the minimum; new lists start with that many',
  maxItems: 'Add is disabled at the maximum',
  enum: 'a select of the options',
  const: 'a fixed value with no input (a discriminator such as "type")',
  default: 'the value of a new item or variant',
  minimum: 'the number input min',
  maximum: 'the number input max',
  pattern: 'checked by ajv: its message shows at the field',
  not: 'checked by ajv (a path the site keeps for itself): its message shows at the field',
  errorMessage: 'the words of that message',
  minLength: 'checked by ajv: its message shows at the field',
  maxLength: 'checked by ajv: its message shows at the field',
  format: 'an e-mail input; checked by ajv',
  oneOf: 'a select of the variants, then the chosen variant’s inputs',
  anyOf: 'a select of the variants (such as a document or none)',
  discriminator: 'the variants are told apart by their fixed "type"',
  'x-localized': 'English and Kiswahili side by side',
  'x-reference': 'a link or picture the validation core follows',
  'x-label': 'the block type’s name in the palette and dialog title (English)',
  'x-label-sw': 'the block type’s name on a Kiswahili screen',
  'x-icon': 'the block type’s icon in the palette',
  'x-widget':
    'the input, where better than its type\'s: "long-text" a text area, "menu-tree" the menu as a tree of entries, "picture" the picture picker, "colour" a colour picker, "icon" a select showing the icons, "date" a date, "url" an address',
};

export function fieldSpec(set: SchemaSet, given: SchemaNode): FieldSpec {
  const node = set.resolve(given);
  const { schema } = node;
  const named = schema['x-widget'];
  const widget = typeof named === 'string' ? WIDGETS[named] : undefined;
  const multiline = named === 'long-text';
  if (schema['x-localized'] === true) return { kind: 'localized', multiline };
  if (widget) return widget;
  if ('const' in schema) return { kind: 'fixed', value: schema.const };
  if (Array.isArray(schema.enum))
    return { kind: 'select', options: schema.enum as unknown[], icons: named === 'icon' };
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants)
    return {
      kind: 'choice',
      choices: variants.map((variant) => {
        const child = set.resolve(set.child(node, variant));
        return { label: variantLabel(child.schema), node: child };
      }),
    };
  switch (schema.type) {
    case 'string':
      return {
        kind: 'text',
        multiline,
        inputMode: schema.format === 'email' ? 'email' : undefined,
      };
    case 'number':
    case 'integer':
      return {
        kind: 'number',
        integer: schema.type === 'integer',
        minimum: schema.minimum as number | undefined,
        maximum: schema.maximum as number | undefined,
      };
    case 'boolean':
      return { kind: 'boolean' };
    case 'array': {
      const item = set.child(node, schema.items ?? {});
      // The main menu's entries nest: a tree to reorder by dragging or buttons, one entry edited at a time.
      if (named === 'menu-tree') return { kind: 'menuTree', item };
      return {
        kind: 'array',
        item,
        minItems: (schema.minItems as number | undefined) ?? 0,
        maxItems: (schema.maxItems as number | undefined) ?? Infinity,
      };
    }
    case 'object': {
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const properties = Object.entries((schema.properties ?? {}) as Record<string, unknown>)
        .filter(([property]) => property !== '$schema')
        .map(([property, child]) => ({
          name: property,
          node: set.child(node, child),
          required: required.has(property),
        }));
      return { kind: 'object', properties };
    }
    case 'null':
      return { kind: 'fixed', value: null };
    default:
      throw new Error(`schema/${node.file}: no input for ${JSON.stringify(schema).slice(0, 120)}`);
  }
}

function variantLabel(schema: JsonSchema): string {
  if (schema.type === 'null') return 'None';
  const fixedType = (schema.properties as Record<string, JsonSchema> | undefined)?.type?.const;
  if (typeof fixedType === 'string') return fixedType;
  return typeof schema.title === 'string' ? schema.title : String(schema.type);
}

/** The value a new list item or a newly chosen variant starts with: the schema's default, else the least valid value. */
export function initialValue(set: SchemaSet, given: SchemaNode): unknown {
  const node = set.resolve(given);
  if ('default' in node.schema) return structuredClone(node.schema.default);
  const spec = fieldSpec(set, node);
  switch (spec.kind) {
    case 'localized':
    case 'text':
    case 'image':
    case 'colour':
    case 'date':
      return '';
    case 'number':
      return spec.minimum ?? 0;
    case 'boolean':
      return false;
    case 'select':
      return spec.options[0];
    case 'fixed':
      return spec.value;
    case 'array':
      return Array.from({ length: spec.minItems }, () => initialValue(set, spec.item));
    case 'menuTree':
      return [];
    case 'object':
      return Object.fromEntries(
        spec.properties
          .filter((property) => property.required)
          .map((property) => [property.name, initialValue(set, property.node)]),
      );
    case 'choice':
      return initialValue(set, spec.choices[0]!.node);
  }
}

/** Which variant a value is: the first whose JSON type and fixed properties it has. */
export function choiceOf(set: SchemaSet, choices: readonly Choice[], value: unknown): number {
  const found = choices.findIndex(({ node }) => fits(set, node, value));
  return found < 0 ? 0 : found;
}

function fits(set: SchemaSet, node: SchemaNode, value: unknown): boolean {
  const { schema } = set.resolve(node);
  if ('const' in schema) return schema.const === value;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants) return variants.some((variant) => fits(set, set.child(node, variant), value));
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (
    typeof schema.type === 'string' &&
    schema.type !== type &&
    !(schema.type === 'integer' && type === 'number')
  )
    return false;
  if (schema.type !== 'object') return true;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required as string[] | undefined) ?? [];
  if (!required.every((key) => key in (value as object))) return false;
  return Object.entries(properties).every(([key, property]) => {
    const fixed = set.resolve(set.child(node, property)).schema;
    return !('const' in fixed) || (value as Record<string, unknown>)[key] === fixed.const;
  });
}
