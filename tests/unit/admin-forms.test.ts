import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FORM_KEYWORDS,
  fieldSpec,
  initialValue,
  choiceOf,
  type FieldSpec,
} from '../../src/admin/forms/field-spec';
import { FormStore } from '../../src/admin/forms/form-store';
import { SCHEMAS } from '../../src/admin/forms/schemas';
import type { SchemaNode } from '../../src/admin/forms/schema-set';
import { projectRoot } from './support/project-copy';

const schemaDir = path.join(projectRoot, 'schema');
const schemaFiles = fs
  .readdirSync(schemaDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => file.split(path.sep).join('/'));

/** Keys whose values are maps of names (not keywords) or plain data. */
const NAME_MAPS = new Set(['properties', '$defs']);
const DATA = new Set(['default', 'const', 'enum', 'examples', 'errorMessage', 'discriminator', 'required']);

function keywordsIn(schema: unknown, found: Set<string>) {
  if (Array.isArray(schema)) return schema.forEach((item) => keywordsIn(item, found));
  if (typeof schema !== 'object' || schema === null) return;
  for (const [key, value] of Object.entries(schema)) {
    found.add(key);
    if (DATA.has(key)) continue;
    if (NAME_MAPS.has(key)) for (const child of Object.values(value as object)) keywordsIn(child, found);
    else keywordsIn(value, found);
  }
}

/** Every input a schema node leads to, down through groups, lists and variants. */
function inputsUnder(node: SchemaNode, seen = new Set<unknown>()): FieldSpec[] {
  const resolved = SCHEMAS.resolve(node);
  if (seen.has(resolved.schema)) return [];
  seen.add(resolved.schema);
  const spec = fieldSpec(SCHEMAS, node);
  switch (spec.kind) {
    case 'array':
    case 'menuTree':
      return [spec, ...inputsUnder(spec.item, seen)];
    case 'object':
      return [spec, ...spec.properties.flatMap((property) => inputsUnder(property.node, seen))];
    case 'choice':
      return [spec, ...spec.choices.flatMap((choice) => inputsUnder(choice.node, seen))];
    default:
      return [spec];
  }
}

describe('forms derived from the schemas', () => {
  it('has an input or a rule for every keyword schema/ uses', () => {
    const used = new Set<string>();
    for (const file of schemaFiles)
      keywordsIn(JSON.parse(fs.readFileSync(path.join(schemaDir, file), 'utf8')), used);
    const unhandled = [...used].filter((keyword) => !(keyword in FORM_KEYWORDS));
    expect(unhandled).toEqual([]);
  });

  it('derives an input for every node of every schema, and uses each kind of input', () => {
    const kinds = new Set<string>();
    // common.schema.json holds definitions only: every one is reached through the documents' references.
    for (const file of schemaFiles.filter((file) => file !== 'common.schema.json'))
      for (const spec of inputsUnder(SCHEMAS.file(file))) kinds.add(spec.kind);
    expect([...kinds].sort()).toEqual(
      [
        'array',
        'boolean',
        'choice',
        'colour',
        'date',
        'fixed',
        'image',
        'localized',
        'menuTree',
        'number',
        'object',
        'select',
        'text',
      ].sort(),
    );
  });

  it('picks the input a schema names by "x-widget", wherever the node is written', () => {
    const inline = (schema: Record<string, unknown>) =>
      fieldSpec(SCHEMAS, { schema, file: 'page.schema.json' });
    expect(inline({ type: 'string', 'x-widget': 'picture' })).toEqual({ kind: 'image' });
    expect(inline({ type: 'string', 'x-widget': 'colour' })).toEqual({ kind: 'colour' });
    expect(inline({ type: 'string', 'x-widget': 'date' })).toEqual({ kind: 'date' });
    expect(inline({ enum: ['School', 'Star'], 'x-widget': 'icon' })).toMatchObject({
      kind: 'select',
      icons: true,
    });
    expect(inline({ enum: ['School', 'Star'] })).toMatchObject({ kind: 'select', icons: false });
    expect(inline({ type: 'string' })).toEqual({ kind: 'text', multiline: false, inputMode: undefined });
  });

  it('picks the widget a definition calls for, and a text area for long texts', () => {
    const card = fieldSpec(SCHEMAS, SCHEMAS.file('blocks/card.schema.json'));
    expect(card.kind).toBe('object');
    const byName = Object.fromEntries(
      (card as Extract<FieldSpec, { kind: 'object' }>).properties.map((property) => [
        property.name,
        fieldSpec(SCHEMAS, property.node),
      ]),
    );
    expect(byName.title).toEqual({ kind: 'localized', multiline: false });
    expect(byName.content).toEqual({ kind: 'localized', multiline: true });
    expect(byName.link).toEqual({ kind: 'text', multiline: false, inputMode: 'url' });
  });

  it('starts a new item valid where the schema allows: defaults, the minimum items, the first option', () => {
    const columns = fieldSpec(SCHEMAS, SCHEMAS.file('blocks/columns.schema.json')) as Extract<
      FieldSpec,
      { kind: 'object' }
    >;
    const list = fieldSpec(SCHEMAS, columns.properties[0]!.node) as Extract<FieldSpec, { kind: 'array' }>;
    expect(list).toMatchObject({ minItems: 1, maxItems: 4 });
    expect(initialValue(SCHEMAS, list.item)).toEqual({ text: '' });
    expect(initialValue(SCHEMAS, SCHEMAS.file('blocks/callout.schema.json'))).toMatchObject({ tone: 'info' });
  });

  it('tells which variant a value is', () => {
    const search = fieldSpec(SCHEMAS, { file: 'page.schema.json', schema: { $ref: '#/$defs/search' } });
    expect(search.kind).toBe('choice');
    const { choices } = search as Extract<FieldSpec, { kind: 'choice' }>;
    expect(choiceOf(SCHEMAS, choices, { listed: false })).toBe(1);
    expect(
      choiceOf(SCHEMAS, choices, {
        type: 'Programs',
        category: 'Fees',
        date: '2025-01-01',
        keywords: [],
        tags: [],
      }),
    ).toBe(0);
  });
});

describe('the form store', () => {
  it('changes one place and keeps every other part of the value as it was', () => {
    const store = new FormStore({ columns: [{ text: 'a' }, { text: 'b' }], heading: 'h' });
    const before = store.getValue() as { columns: object[] };
    let heard = 0;
    store.subscribe(() => heard++);
    store.set('/columns/1/text', 'B');
    const after = store.getValue() as { columns: object[] };
    expect(after).toEqual({ columns: [{ text: 'a' }, { text: 'B' }], heading: 'h' });
    expect(after.columns[0]).toBe(before.columns[0]);
    expect(before).toEqual({ columns: [{ text: 'a' }, { text: 'b' }], heading: 'h' });
    store.set('/heading', undefined);
    expect(store.getValue()).toEqual({ columns: [{ text: 'a' }, { text: 'B' }] });
    store.set('/marker/latitude', 1);
    expect(store.get('/marker')).toEqual({ latitude: 1 });
    expect(heard).toBe(3);
  });

  it('shows a problem at its field once the field lost focus, and all once a save was tried', () => {
    const store = new FormStore({});
    store.setProblems([
      { pointer: '/title', message: 'is required' },
      { pointer: '/link', message: 'must be a URL' },
    ]);
    expect(store.shownProblem('/title')).toBeUndefined();
    store.reveal('/title');
    expect(store.shownProblem('/title')?.message).toBe('is required');
    expect(store.shownProblem('/link')).toBeUndefined();
    store.revealAll();
    expect(store.shownProblem('/link')?.message).toBe('must be a URL');
  });
});
