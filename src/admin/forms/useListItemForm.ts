import { useCallback } from 'react';
import { useAdminModel } from '../model/AdminModel';
import type { ListItem } from '../shared/list-edits';
import { useListEditor } from '../shared/useListEditor';
import { listItemProblems, type ListItemFormPlace } from './list-item-form';
import { idPart } from './form-store';
import { useAppliedForm } from './useAppliedForm';
import { fieldAddress } from './field-address';

/**
 * A form over one item of a list, edited in place and applied as typing pauses (useAppliedForm):
 * the validation core checks the item in its list, and a valid draft replaces the item.
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
