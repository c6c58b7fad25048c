/**
 * The changes between two versions of a content document, field by field, for the History screen to
 * show in words instead of raw JSON. Pure: no UI, no text; the screen names the paths (revision-naming).
 */
import { isObject, type JsonObject } from '../../content/json-object';
import { sameJson } from '../../content/same-json';

/** One step into a document: a named field, an item of a list (1-based position), or a translation. */
export type PathStep =
  | { kind: 'field'; name: string }
  | { kind: 'item'; list: string; position: number }
  | { kind: 'language'; language: 'en' | 'sw' };

export type FieldChange =
  | { kind: 'changed'; path: PathStep[]; before: unknown; after: unknown }
  | { kind: 'added'; path: PathStep[]; after: unknown }
  | { kind: 'removed'; path: PathStep[]; before: unknown }
  /** The list's items are the same but in another order. */
  | { kind: 'reordered'; path: PathStep[] };

/** Keys that are plumbing, not content an editor changes. */
const IGNORED_KEYS = new Set(['$schema']);

/** List items are matched by `id` when all have one, so a move or insert is not read as many edits. */
function itemId(item: unknown): string | undefined {
  return isObject(item) && typeof item.id === 'string' ? item.id : undefined;
}

/**
 * Every field that differs between before and after (undefined or null: the document is absent), in
 * document order. A whole added or removed document is one change at the empty path.
 */
export function diffDocuments(before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  compare(before ?? undefined, after ?? undefined, [], changes);
  return changes;
}

function compare(before: unknown, after: unknown, path: PathStep[], changes: FieldChange[]): void {
  if (sameJson(before, after)) return;
  if (before === undefined) {
    changes.push({ kind: 'added', path, after });
  } else if (after === undefined) {
    changes.push({ kind: 'removed', path, before });
  } else if (isObject(before) && isObject(after)) {
    compareObjects(before, after, path, changes);
  } else if (Array.isArray(before) && Array.isArray(after)) {
    compareLists(before, after, path, changes);
  } else {
    changes.push({ kind: 'changed', path, before, after });
  }
}

function compareObjects(before: JsonObject, after: JsonObject, path: PathStep[], changes: FieldChange[]) {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (IGNORED_KEYS.has(key)) continue;
    const step: PathStep =
      key === 'en' || key === 'sw' ? { kind: 'language', language: key } : { kind: 'field', name: key };
    compare(before[key], after[key], [...path, step], changes);
  }
}

function compareLists(before: unknown[], after: unknown[], path: PathStep[], changes: FieldChange[]) {
  const last = path.at(-1);
  const list = last?.kind === 'field' ? last.name : '';
  const at = (position: number): PathStep[] => [...path, { kind: 'item', list, position: position + 1 }];
  const byId = [...before, ...after].every((item) => itemId(item) !== undefined);
  if (!byId) {
    for (let index = 0; index < Math.max(before.length, after.length); index++)
      compare(before[index], after[index], at(index), changes);
    return;
  }
  const afterIds = new Set(after.map(itemId));
  const beforeById = new Map(before.map((item) => [itemId(item), item]));
  before.forEach((item, index) => {
    if (!afterIds.has(itemId(item))) changes.push({ kind: 'removed', path: at(index), before: item });
  });
  after.forEach((item, index) => {
    const earlier = beforeById.get(itemId(item));
    if (earlier === undefined) changes.push({ kind: 'added', path: at(index), after: item });
    else compare(earlier, item, at(index), changes);
  });
  const kept = (items: unknown[], others: Set<string | undefined>) =>
    items.map(itemId).filter((id) => others.has(id));
  const beforeIds = new Set(before.map(itemId));
  if (!sameJson(kept(before, afterIds), kept(after, beforeIds))) changes.push({ kind: 'reordered', path });
}
