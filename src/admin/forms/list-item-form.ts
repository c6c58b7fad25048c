/**
 * One item of a document's list as a form edits it (a headline of the ticker, a slide): where the list
 * is, the schema of its items, and what the validation core finds wrong with an item as edited.
 * Pure: the checks are handed in.
 */
import { produce } from 'immer';
import type { ContentChecks } from '../model/content-checks';
import type { ListItem, ListPlace } from '../shared/list-edits';
import { problemsWithin, type FieldProblem } from './form-store';
import type { SchemaNode } from './schema-set';

export interface ListItemFormPlace<Item extends ListItem> extends ListPlace<Item> {
  /** The list's JSON pointer in its document, as the validation core reports problems (/items). */
  pointer: string;
  itemSchema: SchemaNode;
}

/**
 * The validation core's problems with `item` in its list (in place of the item with its id, else at
 * the end), by their pointers into the item.
 */
export function listItemProblems<Item extends ListItem>(
  checks: Pick<ContentChecks, 'problemsBroughtBy'>,
  place: ListItemFormPlace<Item>,
  document: unknown,
  item: Item,
): FieldProblem[] {
  let index = place.list(document).findIndex((candidate) => candidate.id === item.id);
  const edited = produce(document, (draft) => {
    const list = place.list(draft);
    if (index < 0) index = list.push(item) - 1;
    else list[index] = item;
  });
  return problemsWithin(
    checks.problemsBroughtBy({ [place.documentId]: edited }),
    `${place.pointer}/${index}`,
  );
}
