import { useMemo } from 'react';
import { useAdminModel } from '../model/AdminModel';
import { ListEditor, type ListItem, type ListPlace } from './list-edits';

export function useListEditor<Item extends ListItem>(place: ListPlace<Item>): ListEditor<Item> {
  const { history, store } = useAdminModel();
  return useMemo(
    () => new ListEditor(history, place, () => store.peek(place.documentId)),
    [history, store, place],
  );
}
