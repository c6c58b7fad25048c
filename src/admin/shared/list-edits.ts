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

  add(item: Item): void {
    const { documentId, list, label, name } = this.place;
    this.history.edit(
      (documents) => {
        list(documents[documentId]).push(item);
      },
      { label: label('added', name(item)) },
    );
  }

  /**
   * One change to the item with this id, made where the edited list has it (`at`), and named by the
   * item (or by `named`, its new version); nothing when the list no longer has it.
   */
  private change(
    change: ListChange,
    id: string,
    recipe: (list: Item[], at: number) => void,
    { named, mergeKey }: { named?: Item; mergeKey?: string } = {},
  ): void {
    const item = this.items().find((candidate) => candidate.id === id);
    if (!item) return;
    const { documentId, list, label, name } = this.place;
    this.history.edit(
      (documents) => {
        const items = list(documents[documentId]);
        const at = items.findIndex((candidate) => candidate.id === id);
        if (at >= 0) recipe(items, at);
      },
      { label: label(change, name(named ?? item)), mergeKey },
    );
  }

  /** Typing on in one input (`input`, a pointer into the item) merges into one history entry. */
  replace(next: Item, input: string): void {
    this.change('edited', next.id, (list, at) => (list[at] = next), {
      named: next,
      mergeKey: `${this.place.documentId}/${next.id}${input}`,
    });
  }

  setActive(id: string, active: boolean): void {
    this.change(active ? 'shown' : 'hidden', id, (list, at) => (list[at]!.active = active));
  }

  /** Moves an item one place up (-1) or down (+1); nothing at the ends. */
  move(id: string, step: -1 | 1): void {
    this.change(step < 0 ? 'movedUp' : 'movedDown', id, (list, from) => {
      const to = from + step;
      if (to < 0 || to >= list.length) return;
      const [moved] = list.splice(from, 1);
      list.splice(to, 0, moved!);
    });
  }

  remove(id: string): void {
    this.change('deleted', id, (list, at) => list.splice(at, 1));
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
}

const isText = (value: unknown): value is LocalizedText =>
  typeof value === 'object' && value !== null && 'en' in value;
