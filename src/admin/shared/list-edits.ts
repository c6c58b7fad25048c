/**
 * Changes to one list of a document (the ticker's items, the slides, the link catalogue), as recipes
 * for the edit history, each labelled with what it did to which item. Pure over the documents:
 * screens call it, tests can too.
 */
import type { EditHistory } from '../../content/history';
import { localize } from '../../content/localize';
import { firstFreeName, numbered, slugOf } from '../../content/slug';
import type { LocalizedText } from '../../content/types.generated';
import { blankText, trimmedText } from '../forms/localized-value';

export interface ListItem {
  id: string;
  active?: boolean;
}

export type ListChange = 'added' | 'edited' | 'shown' | 'hidden' | 'movedUp' | 'movedDown' | 'deleted';

export interface ListPlace<Item extends ListItem> {
  documentId: string;
  list: (document: unknown) => Item[];
  /** How the history names an item: its text, title or address. */
  name: (item: Item) => string;
  label: (change: ListChange, name: string) => string;
}

/** How an add form's draft becomes a new item (ListEditor.built). */
export interface ItemMaking<Item extends ListItem> {
  /** The new id's prefix, and the property whose English it is made from. */
  id: readonly [prefix: string, from: string];
  /** The properties the form requires: a blank other one is left out. */
  required: readonly string[];
  /** What the form does not edit: a new item's active flag (spec §2.14), a new section's empty links. */
  fixed?: Partial<Item>;
}

export class ListEditor<Item extends ListItem> {
  constructor(
    private readonly history: EditHistory,
    private readonly place: ListPlace<Item>,
    private readonly current: () => unknown,
  ) {}

  items(): Item[] {
    return this.place.list(this.current());
  }

  private change(change: ListChange, item: Item, recipe: (list: Item[]) => void, mergeKey?: string): boolean {
    const { documentId, list, label, name } = this.place;
    return this.history.edit((documents) => recipe(list(documents[documentId])), {
      label: label(change, name(item)),
      mergeKey,
    });
  }

  add(item: Item): void {
    this.change('added', item, (list) => {
      list.push(item);
    });
  }

  /** Typing on in one input (`input`, a pointer into the item) merges into one history entry. */
  replace(next: Item, input: string): void {
    const item = this.find(next.id);
    if (!item) return;
    this.change(
      'edited',
      next,
      (list) => {
        const at = list.findIndex((candidate) => candidate.id === next.id);
        if (at >= 0) list[at] = next;
      },
      `${this.place.documentId}/${next.id}${input}`,
    );
  }

  setActive(id: string, active: boolean): void {
    const item = this.find(id);
    if (!item) return;
    this.change(active ? 'shown' : 'hidden', item, (list) => {
      const target = list.find((candidate) => candidate.id === id);
      if (target) target.active = active;
    });
  }

  /** Moves an item one place up (-1) or down (+1); nothing at the ends. */
  move(id: string, step: -1 | 1): void {
    const item = this.find(id);
    if (!item) return;
    this.change(step < 0 ? 'movedUp' : 'movedDown', item, (list) => {
      const from = list.findIndex((candidate) => candidate.id === id);
      const to = from + step;
      if (from < 0 || to < 0 || to >= list.length) return;
      const [moved] = list.splice(from, 1);
      list.splice(to, 0, moved!);
    });
  }

  remove(id: string): void {
    const item = this.find(id);
    if (!item) return;
    this.change('deleted', item, (list) => {
      const at = list.findIndex((candidate) => candidate.id === id);
      if (at >= 0) list.splice(at, 1);
    });
  }

  /**
   * The one builder of every add form's item: its texts trimmed (a blank optional one left out, as the
   * schemas want no empty optional text), an id made from a text, then what the form does not edit.
   */
  built(draft: Record<string, unknown>, { id: [prefix, from], required, fixed }: ItemMaking<Item>): Item {
    const texts = Object.entries(draft).flatMap(([name, value]) => {
      if (typeof value !== 'string' && !isText(value)) return [[name, value] as const];
      const trimmed = trimmedText(value);
      return blankText(trimmed) && !required.includes(name) ? [] : [[name, trimmed] as const];
    });
    const id = this.newId(prefix, localize(draft[from] as LocalizedText, 'en'));
    return { id, ...Object.fromEntries(texts), ...fixed } as Item;
  }

  /** An id made from a text, unused in the list. */
  newId(prefix: string, text: string): string {
    const taken = new Set(this.items().map((item) => item.id));
    return firstFreeName(numbered(`${prefix}-${slugOf(text, 40) || 'new'}`), (id) => taken.has(id));
  }

  private find(id: string): Item | undefined {
    return this.items().find((item) => item.id === id);
  }
}

const isText = (value: unknown): value is LocalizedText =>
  typeof value === 'object' && value !== null && 'en' in value;
