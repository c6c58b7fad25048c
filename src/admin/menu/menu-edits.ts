/** The main menu (content/navigation.json) as the admin edits it. Pure over the documents. */
import type { EditHistory } from '../../content/history';
import { localize, type Language } from '../../content/localize';
import { firstFreeName, numbered, slugOf } from '../../content/slug';
import type { MenuItem, Navigation } from '../../content/types.generated';
import { childPointer } from '../forms/form-store';
import type { PropertyField } from '../forms/SchemaForm';
import { fixedListPlace } from '../forms/schemas';
import type { AdminText } from '../text';

export const menuItemName = (item: Pick<MenuItem, 'label'>, language: Language = 'en'): string =>
  localize(item.label, language);

export interface MenuPlace {
  entry: MenuItem;
  pointer: string;
  listPointer: string;
  siblings: MenuItem[];
  index: number;
}

/** Every entry, those in dropdowns too, by id. */
export function menuPlaces(
  entries: MenuItem[],
  listPointer = '/items',
  into = new Map<string, MenuPlace>(),
): Map<string, MenuPlace> {
  entries.forEach((entry, index) => {
    const pointer = childPointer(listPointer, index);
    into.set(entry.id, { entry, pointer, listPointer, siblings: entries, index });
    if (entry.children) menuPlaces(entry.children, childPointer(pointer, 'children'), into);
  });
  return into;
}

export const menuEntryFields = (t: AdminText): PropertyField[] => [
  { name: 'label', label: t('menu.text') },
  { name: 'url', label: t('menu.link'), description: t('menu.linkHelp') },
  { name: 'phoneLinkOnly', label: t('menu.phoneLinkOnly'), description: t('menu.phoneLinkOnlyHelp') },
];

/** An id from the text, unused anywhere in the menu. */
export function newMenuId(navigation: Navigation, text: string): string {
  const taken = menuPlaces(navigation.items);
  return firstFreeName(numbered(`menu-${slugOf(text, 40) || 'item'}`), (id) => taken.has(id));
}

/**
 * Where the add form checks a new entry: the top level, as what an entry may be does not depend on
 * the dropdown it goes into. Adding itself is addMenuEntry's.
 */
export const menuPlace = (t: AdminText) =>
  fixedListPlace<MenuItem>(
    'navigation',
    '/items',
    {
      name: (item) => menuItemName(item, t.language),
      label: (change, name) =>
        change === 'added' ? t('menu.history.added', { name }) : t('menu.history.changed'),
    },
    '/$defs/menuItem',
  );

/** Adds an entry at the end of the top level, or of a parent's dropdown. */
export function addMenuEntry(
  history: EditHistory,
  t: AdminText,
  current: Navigation,
  entry: MenuItem,
  parentId: string | null,
): void {
  const name = menuItemName(entry, t.language);
  const parent = current.items.find((item) => item.id === parentId);
  const label = parent
    ? t('menu.history.addedUnder', { name, parent: menuItemName(parent, t.language) })
    : t('menu.history.added', { name });
  history.edit(
    (documents) => {
      const navigation = documents.navigation as Navigation;
      const target = navigation.items.find((item) => item.id === parentId);
      if (!target) navigation.items.push(entry);
      else target.children = [...(target.children ?? []), entry];
    },
    { label },
  );
}
