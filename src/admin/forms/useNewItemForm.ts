import { useCallback, useEffect, useState } from 'react';
import { useAdminModel } from '../model/AdminModel';
import type { ListItem } from '../shared/list-edits';
import { usePausedCommit } from '../shared/usePausedCommit';
import { FormStore, type FieldProblem } from './form-store';
import { listItemProblems, type ListItemFormPlace } from './list-item-form';

/**
 * The form of a new list item, over the item schema like the rows: `complete` makes the item the
 * draft would add (its id, its defaults); once typing pauses the validation core checks it, and
 * `problems` holds what it found, so Add stays disabled until there is none. `add` checks once more
 * and gives the item, then starts a fresh form; with problems it shows them all and gives nothing.
 */
export function useNewItemForm<Item extends ListItem>(
  place: ListItemFormPlace<Item>,
  empty: unknown,
  complete: (draft: unknown) => Item,
  idPrefix: string,
) {
  const { checks, store: documents } = useAdminModel();
  const commit = usePausedCommit();
  const check = useCallback(
    (form: FormStore) => {
      const item = complete(form.getValue());
      const problems = listItemProblems(checks, place, documents.peek(place.documentId), item);
      form.setProblems(problems);
      return { item, problems };
    },
    [checks, documents, place, complete],
  );
  const [store, setStore] = useState(() => new FormStore(empty, idPrefix));
  const [problems, setProblems] = useState<readonly FieldProblem[]>(() => check(store).problems);

  useEffect(() => {
    let last = store.getValue();
    return store.subscribe(() => {
      if (store.getValue() === last) return;
      last = store.getValue();
      commit.schedule(() => setProblems(check(store).problems));
    });
  }, [store, commit, check]);

  const add = (): Item | null => {
    commit.cancel();
    const checked = check(store);
    setProblems(checked.problems);
    if (checked.problems.length > 0) {
      store.revealAll();
      return null;
    }
    return checked.item;
  };
  /** Once the item `add` gave is in its list. */
  const reset = () => {
    const next = new FormStore(empty, idPrefix);
    setStore(next);
    setProblems(check(next).problems);
  };
  return { store, problems, add, reset, onFieldBlur: commit.flush };
}
