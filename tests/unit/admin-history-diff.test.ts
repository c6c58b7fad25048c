import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/admin/history/revision-diff';

const fees = {
  $schema: '../../schema/page.schema.json',
  path: '/fees',
  title: { en: 'Fees', sw: 'Ada' },
  components: [
    { id: 'intro', type: 'paragraph', content: { text: { en: 'Hello', sw: 'Habari' } } },
    { id: 'table', type: 'table', content: { rows: [['a', 'b']] } },
  ],
};

describe('the diff of a revision’s document', () => {
  it('finds nothing between equal documents', () => {
    expect(diffDocuments(fees, structuredClone(fees))).toEqual([]);
  });

  it('names a changed translation by its field and language', () => {
    const after = structuredClone(fees);
    after.title.sw = 'Ada za Masomo';
    expect(diffDocuments(fees, after)).toEqual([
      {
        kind: 'changed',
        path: [
          { kind: 'field', name: 'title' },
          { kind: 'language', language: 'sw' },
        ],
        before: 'Ada',
        after: 'Ada za Masomo',
      },
    ]);
  });

  it('follows a component by its id, at its position in the new version', () => {
    const after = structuredClone(fees);
    after.components.unshift({
      id: 'notice',
      type: 'paragraph',
      content: { text: { en: 'New', sw: 'Mpya' } },
    });
    after.components[1]!.content = { text: { en: 'Hello there', sw: 'Habari' } };
    const changes = diffDocuments(fees, after);
    expect(changes).toEqual([
      {
        kind: 'added',
        path: [
          { kind: 'field', name: 'components' },
          { kind: 'item', list: 'components', position: 1 },
        ],
        after: after.components[0],
      },
      {
        kind: 'changed',
        path: [
          { kind: 'field', name: 'components' },
          { kind: 'item', list: 'components', position: 2 },
          { kind: 'field', name: 'content' },
          { kind: 'field', name: 'text' },
          { kind: 'language', language: 'en' },
        ],
        before: 'Hello',
        after: 'Hello there',
      },
    ]);
  });

  it('tells a removed item and a new order', () => {
    const removed = structuredClone(fees);
    removed.components.shift();
    expect(diffDocuments(fees, removed)).toEqual([
      {
        kind: 'removed',
        path: [
          { kind: 'field', name: 'components' },
          { kind: 'item', list: 'components', position: 1 },
        ],
        before: fees.components[0],
      },
    ]);
    const swapped = structuredClone(fees);
    swapped.components.reverse();
    expect(diffDocuments(fees, swapped)).toEqual([
      { kind: 'reordered', path: [{ kind: 'field', name: 'components' }] },
    ]);
  });

  it('compares lists without ids position by position', () => {
    const after = structuredClone(fees);
    (after.components[1]!.content as { rows: string[][] }).rows = [['a', 'c'], ['d']];
    expect(diffDocuments(fees, after).map((change) => [change.kind, change.path.at(-1)])).toEqual([
      ['changed', { kind: 'item', list: '', position: 2 }],
      ['added', { kind: 'item', list: 'rows', position: 2 }],
    ]);
  });

  it('tells a whole document added or deleted as one change, and ignores $schema', () => {
    expect(diffDocuments(null, fees)).toEqual([{ kind: 'added', path: [], after: fees }]);
    expect(diffDocuments(fees, null)).toEqual([{ kind: 'removed', path: [], before: fees }]);
    expect(diffDocuments(fees, { ...fees, $schema: 'elsewhere' })).toEqual([]);
  });
});
