/**
 * What a change by the menu's form did: its history label, and the problems it brought. The form names
 * the input changed: an entry's text or link (/items/1/children/0/url), or, for a move or a delete in
 * the tree, where the entry was (/items/1).
 */
import type { MenuItem, Navigation } from '../../content/types.generated';
import type { FieldProblem } from '../forms/form-store';
import type { AdminText } from '../text';
import { menuItemName, menuPlaces } from './menu-edits';

export interface MenuChange {
  label: string;
  /** Typing on in one input merges into one history entry; each move or delete is its own. */
  merges: boolean;
}

const ENTRY_INPUT = /^(\/items\/\d+(?:\/children\/\d+)*)(\/.*)?$/;

function entryAt(navigation: Navigation, pointer: string): MenuItem | undefined {
  return [...menuPlaces(navigation.items).values()].find((place) => place.pointer === pointer)?.entry;
}

export function menuChange(before: Navigation, after: Navigation, input: string, t: AdminText): MenuChange {
  const matched = ENTRY_INPUT.exec(input);
  const entry = matched && entryAt(before, matched[1]!);
  if (!matched || !entry) return { label: t('menu.history.changed'), merges: false };
  const [, pointer, field] = matched;

  if (field !== undefined) {
    const name = menuItemName(entryAt(after, pointer!) ?? entry, t.language);
    const key = field.startsWith('/url') ? 'menu.history.editedLink' : 'menu.history.editedText';
    return { label: t(key, { name }), merges: true };
  }

  const name = menuItemName(entry, t.language);
  const now = menuPlaces(after.items).get(entry.id);
  if (!now) {
    const count = entry.children?.length ?? 0;
    const label = count
      ? t('menu.history.deletedWithChildren', { name, count })
      : t('menu.history.deleted', { name });
    return { label, merges: false };
  }
  const was = Number(pointer!.split('/').at(-1));
  const { siblings, index } = now;
  // Moved up, it now sits above the entry after it; moved down, below the one before it.
  const other = index < was ? siblings[index + 1] : index > was ? siblings[index - 1] : undefined;
  if (!other) return { label: t('menu.history.changed'), merges: false };
  const key = index < was ? 'menu.history.movedAbove' : 'menu.history.movedBelow';
  return { label: t(key, { name, other: menuItemName(other, t.language) }), merges: false };
}

/** A problem told by the entry it is in (its id), not by its place: /items/7/url is "contacts/url". */
function problemKey(navigation: Navigation, { pointer, message }: FieldProblem): string {
  const matched = ENTRY_INPUT.exec(pointer);
  const entry = matched && entryAt(navigation, matched[1]!);
  return `${entry ? `${entry.id}${matched[2] ?? ''}` : pointer} ${message}`;
}

/**
 * The problems a draft brings that the menu did not have before: a link to a page deleted since stays
 * the same problem when its entry moves, so it stops no move (it is mended at its entry).
 */
export function problemsNewToTheMenu(
  problems: readonly FieldProblem[],
  standing: readonly FieldProblem[],
  before: Navigation,
  draft: Navigation,
): FieldProblem[] {
  const known = new Set(standing.map((problem) => problemKey(before, problem)));
  return problems.filter((problem) => !known.has(problemKey(draft, problem)));
}
