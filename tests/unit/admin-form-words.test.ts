import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldSpec } from '../../src/admin/forms/field-spec';
import { SCHEMAS, schemaNodeAt } from '../../src/admin/forms/schemas';
import type { SchemaNode } from '../../src/admin/forms/schema-set';
import { SchemaWords, helpNode, schemaText } from '../../src/admin/forms/schema-words';
import en from '../../src/admin/text/fields/en.json';
import sw from '../../src/admin/text/fields/sw.json';
import { projectRoot } from './support/project-copy';

const blockFiles = fs
  .readdirSync(path.join(projectRoot, 'schema/blocks'))
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => `blocks/${file}`);

/** Every form the admin derives from a schema: each block's dialog, and each screen's document or part. */
const FORMS: readonly SchemaNode[] = [
  ...blockFiles.map((file) => SCHEMAS.file(file)),
  SCHEMAS.file('page.schema.json'),
  SCHEMAS.file('site.schema.json'),
  SCHEMAS.file('sidebars.schema.json'),
  SCHEMAS.file('footer.schema.json'),
  SCHEMAS.file('navigation.schema.json'),
  schemaNodeAt('navigation.schema.json', '/$defs/menuItem'),
  SCHEMAS.file('ticker.schema.json'),
  SCHEMAS.file('slides.schema.json'),
  SCHEMAS.file('links.schema.json'),
  SCHEMAS.file('fees.schema.json'),
  SCHEMAS.file('academic-calendar.schema.json'),
  SCHEMAS.file('faq.schema.json'),
  SCHEMAS.file('downloads.schema.json'),
  SCHEMAS.file('forms.schema.json'),
  SCHEMAS.file('handbook.schema.json'),
  SCHEMAS.file('gallery.schema.json'),
  SCHEMAS.file('popup.schema.json'),
  SCHEMAS.file('not-found.schema.json'),
];

/**
 * A page's components (and the not-found document's) are edited in the component list and dialog (the block
 * forms above), not as a field.
 */
const NOT_A_FIELD = new Set(['components']);

interface Shown {
  fields: Set<string>;
  lists: Set<string>;
  options: Set<string>;
  /** Where a help text or block name is written, and what it says. */
  texts: { at: string; keyword: 'description' | 'x-label'; schema: Record<string, unknown> }[];
}

/** What a form over a node shows: its fields' names, its lists' item names, its options and its help. */
function shownUnder(node: SchemaNode, where: string, shown: Shown, seen = new Set<unknown>()) {
  const resolved = SCHEMAS.resolve(node);
  const help = helpNode(SCHEMAS, node);
  if (help && !shown.texts.some((text) => text.schema === help))
    shown.texts.push({ at: where, keyword: 'description', schema: help });
  if (seen.has(resolved.schema)) return;
  seen.add(resolved.schema);
  const spec = fieldSpec(SCHEMAS, node);
  switch (spec.kind) {
    case 'select':
      for (const option of spec.options) if (typeof option === 'string') shown.options.add(option);
      return;
    case 'array':
    case 'menuTree':
      return shownUnder(spec.item, `${where}/items`, shown, seen);
    case 'object':
      for (const property of spec.properties) {
        if (NOT_A_FIELD.has(property.name)) continue;
        const kind = fieldSpec(SCHEMAS, property.node).kind;
        if (kind === 'fixed') continue;
        shown.fields.add(property.name);
        if (kind === 'array') shown.lists.add(property.name);
        shownUnder(property.node, `${where}/${property.name}`, shown, seen);
      }
      return;
    case 'choice':
      for (const choice of spec.choices) {
        // "None" is the admin's own word (forms.none).
        if (choice.label !== 'None') shown.options.add(choice.label);
        shownUnder(choice.node, where, shown, seen);
      }
      return;
  }
}

function shownByForms(): Shown {
  const shown: Shown = { fields: new Set(), lists: new Set(), options: new Set(), texts: [] };
  for (const form of FORMS) shownUnder(form, `schema/${form.file}`, shown);
  for (const file of blockFiles)
    shown.texts.push({ at: `schema/${file}`, keyword: 'x-label', schema: SCHEMAS.file(file).schema });
  return shown;
}

const dictionaries = { en, sw } as Record<'en' | 'sw', Record<string, string>>;

describe('the forms’ words in both languages', () => {
  const shown = shownByForms();

  it.each(['en', 'sw'] as const)('names every field, list item and option shown, in %s', (language) => {
    const dictionary = dictionaries[language];
    const wanted = [
      ...[...shown.fields].map((name) => `field.${name}`),
      ...[...shown.lists].map((name) => `item.${name}`),
      ...[...shown.options].map((value) => `option.${value}`),
    ];
    expect(wanted.filter((key) => !dictionary[key]?.trim())).toEqual([]);
  });

  it('names nothing twice over: both dictionaries have the same keys, each one used', () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
    const used = new Set([
      ...[...shown.fields].map((name) => `field.${name}`),
      ...[...shown.lists].map((name) => `item.${name}`),
      ...[...shown.options].map((value) => `option.${value}`),
    ]);
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });

  it('gives every help text and block name shown its Kiswahili', () => {
    const missing = shown.texts
      .filter(
        ({ schema, keyword }) => schemaText(schema, keyword, 'sw') === schemaText(schema, keyword, 'en'),
      )
      .map(({ at, keyword, schema }) => `${at} ${keyword}: ${String(schema[keyword])}`);
    expect(missing).toEqual([]);
  });

  it('finds what it checks (a walk that found nothing could not fail)', () => {
    expect(shown.fields).toContain('primaryColor');
    expect(shown.lists).toContain('keywords');
    expect(shown.options).toContain('important-dates');
    expect(shown.texts.length).toBeGreaterThan(50);
  });

  it('chooses the words of the screen’s language', () => {
    const english = new SchemaWords('en', en);
    const kiswahili = new SchemaWords('sw', sw);
    expect(english.field('primaryColor')).toBe(en['field.primaryColor']);
    expect(kiswahili.field('primaryColor')).toBe(sw['field.primaryColor']);
    expect(kiswahili.item('keywords')).toBe(sw['item.keywords']);
    expect(kiswahili.option(3)).toBe('3');
    const tone = schemaNodeAt('blocks/callout.schema.json', '/properties/tone');
    expect(kiswahili.help(SCHEMAS, tone)).toBe(tone.schema['x-description-sw']);
    expect(english.help(SCHEMAS, tone)).toBe(tone.schema.description);
  });
});
