/**
 * The words a schema-derived form shows, in the screen's language. Pure: the dictionaries are handed in.
 *
 * - A property's name is a dictionary key, "field.<name>" ("field.primaryColor": "Primary colour");
 *   a list's items are "item.<name>" ("item.keywords": "Keyword"); a select's options "option.<value>".
 *   The names live in their own dictionaries (src/admin/text/fields/<language>.json), loaded with the
 *   forms, so the dashboard's first screen does not carry them.
 * - Help and block names are written in the schema: its English "description" and "x-label", with
 *   the Kiswahili beside them ("x-description-sw", "x-label-sw").
 */
import type { Language } from '../../content/localize';
import type { JsonSchema, SchemaNode, SchemaSet } from './schema-set';

export type FormDictionary = Readonly<Record<string, string>>;

/** "frameTitle" is "Frame title": the name of a property no dictionary names yet. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const KISWAHILI_OF = { description: 'x-description-sw', 'x-label': 'x-label-sw' } as const;

/** A schema's own text, the Kiswahili beside it on a Kiswahili screen. */
export function schemaText(
  schema: JsonSchema,
  keyword: keyof typeof KISWAHILI_OF,
  language: Language,
): string | undefined {
  const english = schema[keyword];
  if (typeof english !== 'string') return undefined;
  const kiswahili = schema[KISWAHILI_OF[keyword]];
  return language === 'sw' && typeof kiswahili === 'string' ? kiswahili : english;
}

/**
 * The node whose description is the help under an input: the one written where the field is, not that
 * of a shared definition (every localized text would say what a localized text is).
 */
export function helpNode(schemas: SchemaSet, node: SchemaNode): JsonSchema | undefined {
  if (typeof node.schema.description === 'string') return node.schema;
  const resolved = schemas.resolve(node);
  return resolved.definition === undefined && typeof resolved.schema.description === 'string'
    ? resolved.schema
    : undefined;
}

/** The words of one language; its functions may be passed on alone (`optionLabel={words.option}`). */
export class SchemaWords {
  constructor(
    readonly language: Language,
    private readonly dictionary: FormDictionary,
  ) {}

  readonly field = (name: string): string => this.dictionary[`field.${name}`] ?? labelOf(name);

  readonly item = (listName: string): string | undefined => this.dictionary[`item.${listName}`];

  /** A select's option (a word, or a variant's fixed type); a number shows as it is. */
  readonly option = (value: unknown): string =>
    (typeof value === 'string' && this.dictionary[`option.${value}`]) || String(value);

  readonly help = (schemas: SchemaSet, node: SchemaNode): string | undefined => {
    const schema = helpNode(schemas, node);
    return schema && schemaText(schema, 'description', this.language);
  };
}
