import { useCallback, useEffect, useRef, useState } from 'react';
import { useAdminModel } from '../model/AdminModel';
import type { ListItem } from '../shared/list-edits';
import { usePausedCommit } from '../shared/usePausedCommit';
import { useListEditor } from '../shared/useListEditor';
import { FormStore } from './form-store';
import { listItemProblems, type ListItemFormPlace } from './list-item-form';

/**
 * A form over one item of a list, edited in place: the draft stays in the form store, and once typing
 * pauses (or a field loses focus) the validation core checks it; with no problem it is applied as one
 * labelled history entry, otherwise its problems show at their fields and the document keeps the
 * last valid item. An undo or redo of the item puts the document's item back in the form.
 */
export function useListItemForm<Item extends ListItem>(place: ListItemFormPlace<Item>, item: Item) {
  const { checks, store: documents } = useAdminModel();
  const editor = useListEditor(place);
  const [store] = useState(
    () => new FormStore(item, `${place.documentId.replace(/[^A-Za-z0-9_-]/g, '_')}-${item.id}-field`),
  );
  const commit = usePausedCommit();
  const stored = useRef(item);

  const apply = useCallback(() => {
    const draft = store.getValue() as Item;
    const problems = listItemProblems(checks, place, documents.peek(place.documentId), draft);
    store.setProblems(problems);
    if (problems.length > 0) return store.revealAll();
    editor.replace(draft, store.editedInput());
  }, [checks, documents, editor, place, store]);

  useEffect(() => {
    stored.current = item;
    if (JSON.stringify(store.getValue()) === JSON.stringify(item)) return;
    commit.cancel();
    store.setProblems([]);
    store.set('', item);
  }, [item, store, commit]);

  useEffect(() => {
    let last = store.getValue();
    return store.subscribe(() => {
      const draft = store.getValue();
      if (draft === last) return;
      last = draft;
      if (draft === stored.current) return commit.cancel();
      commit.schedule(apply);
    });
  }, [store, commit, apply]);

  return { store, onFieldBlur: commit.flush };
}
