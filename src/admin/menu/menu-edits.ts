/**
 * Menu Management's changes to content/navigation.json, as labelled recipes for the edit history.
 * Pure over the documents: the screen calls them, tests can too.
 */
import type { EditHistory } from '../../content/history';
import { localize } from '../../content/localize';
import type { MenuItem, Navigation } from '../../content/types.generated';
import type { AdminText } from '../text';

export const menuItemName = (item: MenuItem): string => localize(item.label, 'en');

/** The list that holds an item's siblings: the top level, or a parent's children. */
function siblingsOf(navigation: Navigation, parentId: string | null): MenuItem[] | undefined {
  if (parentId === null) return navigation.items;
  return navigation.items.find((item) => item.id === parentId)?.children;
}

function allIds(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...allIds(item.children ?? [])]);
}

/** An id from the text, unused anywhere in the menu. */
export function newMenuId(navigation: Navigation, text: string): string {
  const base = `menu-${
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'item'
  }`;
  const taken = new Set(allIds(navigation.items));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export class MenuEditor {
  constructor(
    private readonly history: EditHistory,
    private readonly t: AdminText,
    private readonly current: () => Navigation,
  ) {}

  private change(label: string, recipe: (navigation: Navigation) => void): boolean {
    return this.history.edit((documents) => recipe(documents.navigation as Navigation), { label });
  }

  /** Adds an entry at the end of the top level, or of a parent's dropdown; its id. */
  add(text: string, url: string, parentId: string | null): string {
    const id = newMenuId(this.current(), text);
    const parent = parentId && this.current().items.find((item) => item.id === parentId);
    const label = parent
      ? this.t('menu.history.addedUnder', { name: text, parent: menuItemName(parent) })
      : this.t('menu.history.added', { name: text });
    this.change(label, (navigation) => {
      const entry: MenuItem = { id, label: text, url };
      if (parentId === null) {
        navigation.items.push(entry);
        return;
      }
      const target = navigation.items.find((item) => item.id === parentId);
      if (target) target.children = [...(target.children ?? []), entry];
    });
    return id;
  }

  /** Moves an entry one place up (-1) or down (+1) among its siblings; nothing at the ends. */
  move(id: string, parentId: string | null, step: -1 | 1): void {
    const siblings = siblingsOf(this.current(), parentId) ?? [];
    const from = siblings.findIndex((item) => item.id === id);
    const other = siblings[from + step];
    if (from < 0 || !other) return;
    const key = step < 0 ? 'menu.history.movedAbove' : 'menu.history.movedBelow';
    this.change(
      this.t(key, { name: menuItemName(siblings[from]!), other: menuItemName(other) }),
      (navigation) => {
        const list = siblingsOf(navigation, parentId);
        if (!list) return;
        const [moved] = list.splice(from, 1);
        list.splice(from + step, 0, moved!);
      },
    );
  }

  /** Deletes an entry with its dropdown; a dropdown left empty goes too. */
  remove(id: string, parentId: string | null): void {
    const item = (siblingsOf(this.current(), parentId) ?? []).find((candidate) => candidate.id === id);
    if (!item) return;
    const count = item.children?.length ?? 0;
    const label = count
      ? this.t('menu.history.deletedWithChildren', { name: menuItemName(item), count })
      : this.t('menu.history.deleted', { name: menuItemName(item) });
    this.change(label, (navigation) => {
      if (parentId === null) {
        navigation.items = navigation.items.filter((candidate) => candidate.id !== id);
        return;
      }
      const parent = navigation.items.find((candidate) => candidate.id === parentId);
      if (!parent?.children) return;
      const [first, ...rest] = parent.children.filter((candidate) => candidate.id !== id);
      if (first) parent.children = [first, ...rest];
      else delete parent.children;
    });
  }
}
