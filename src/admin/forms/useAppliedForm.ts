import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EditableDocuments } from '../../content/history';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import type { ListItem } from '../shared/list-edits';
import { useListEditor } from '../shared/useListEditor';
import { usePausedCommit } from '../shared/usePausedCommit';
import { fieldAddress } from './field-address';
import { FormStore, idPart, type FieldProblem } from './form-store';
import { listItemProblems, type ListItemFormPlace } from './list-item-form';
import { partOf, partProblems, withPart, writePart, type Fields, type PartFormPlace } from './part-form';

/**
 * A form whose draft is applied to its document as typing pauses (or a field loses focus): a draft
 * `check` finds nothing wrong with goes to `apply` (one history entry per input typed in); otherwise
 * its problems show and the document keeps the last valid value. A new `value` from outside (an undo
 * or redo) is put back in the form.
 */
function useAppliedForm<Value>(
  value: Value,
  idPrefix: string,
  check: (draft: Value) => FieldProblem[],
  apply: (draft: Value, input: string) => void,
  /** FormStore's `locate`. */
  locate: () => string,
) {
  const [store] = useState(() => new FormStore(value, idPrefix, locate));
  const commit = usePausedCommit();
  const stored = useRef(value);

  const applyDraft = useCallback(() => {
    if (store.passes(check)) apply(store.getValue() as Value, store.editedInput());
  }, [check, apply, store]);

  useEffect(() => {
    stored.current = value;
    if (JSON.stringify(store.getValue()) === JSON.stringify(value)) return;
    commit.cancel();
    store.setProblems([]);
    store.set('', value);
  }, [value, store, commit]);

  useEffect(
    () =>
      store.subscribeToValue((draft) =>
        draft === stored.current ? commit.cancel() : commit.schedule(applyDraft),
      ),
    [store, commit, applyDraft],
  );

  return { store, onFieldBlur: commit.flush };
}

export interface PartChange {
  input: string;
  before: unknown;
  after: unknown;
}

/**
 * A form over some properties of an object in a document (part-form.ts), applied as typing pauses.
 * `label` gives the history's words for a change to one property; typing on in one input is one
 * entry, unless it says the change does not merge (the menu's moves and deletes). `keep`, where
 * given, keeps of the problems the draft brings those that stop it; `alongside`, where given, changes
 * other documents in the same history entry (the links to a page whose path changed).
 */
export function usePartForm(
  place: PartFormPlace,
  label: (property: string, change: PartChange) => string | { label: string; merges: boolean },
  keep?: (problems: FieldProblem[], change: Omit<PartChange, 'input'>) => FieldProblem[],
  alongside?: (documents: EditableDocuments, change: PartChange) => void,
) {
  const { checks, history, store: documents } = useAdminModel();
  const document = useStoredDocument<unknown>(place.documentId);
  // A document deleted under the form (its page deleted) leaves it empty until it goes away.
  const value = useMemo(() => (document === undefined ? {} : partOf(document, place)), [document, place]);
  const check = useCallback(
    (draft: Fields) => {
      const before = documents.peek(place.documentId);
      const problems = partProblems(checks, place, before, draft);
      return keep ? keep(problems, { before, after: withPart(before, place, draft) }) : problems;
    },
    [checks, documents, place, keep],
  );
  const apply = useCallback(
    (draft: Fields, input: string) => {
      const before = documents.peek(place.documentId);
      if (before === undefined) return;
      const change = { input, before, after: withPart(before, place, draft) };
      const said = label(input.split('/')[1] ?? '', change);
      const { label: words, merges } = typeof said === 'string' ? { label: said, merges: true } : said;
      history.edit(
        (edited) => {
          writePart(edited[place.documentId], place, draft);
          alongside?.(edited, change);
        },
        {
          label: words,
          mergeKey: merges ? `${place.documentId}${place.pointer}${input}` : undefined,
        },
      );
    },
    [documents, history, place, label, alongside],
  );
  return useAppliedForm(value, `${idPart(place.documentId + place.pointer)}-field`, check, apply, () =>
    fieldAddress(place.documentId, place.pointer),
  );
}

/**
 * A form over one item of a list, edited in place and applied as typing pauses: the validation core checks the item in its list, and a valid draft replaces the item.
 */
export function useListItemForm<Item extends ListItem>(place: ListItemFormPlace<Item>, item: Item) {
  const { checks, store: documents } = useAdminModel();
  const editor = useListEditor(place);
  const check = useCallback(
    (draft: Item) => listItemProblems(checks, place, documents.peek(place.documentId), draft),
    [checks, documents, place],
  );
  const apply = useCallback((draft: Item, input: string) => editor.replace(draft, input), [editor]);
  // Read when an input renders: the item's place in the list changes as items move, the form stays.
  const locate = () => {
    const position = place.list(documents.peek(place.documentId)).findIndex((each) => each.id === item.id);
    return fieldAddress(place.documentId, `${place.pointer}/${position}`);
  };
  return useAppliedForm(item, `${idPart(place.documentId)}-${item.id}-field`, check, apply, locate);
}
