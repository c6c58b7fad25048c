import { useCallback, useMemo } from 'react';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import { partOf, partProblems, writePart, type PartFormPlace } from './part-form';
import { useAppliedForm } from './useAppliedForm';
import { fieldAddress } from './field-address';

type Fields = Record<string, unknown>;

/**
 * A form over some properties of an object in a document (part-form.ts), applied as typing pauses
 * (useAppliedForm). `label` gives the history's words for a change to one property; typing on in one
 * input is one entry.
 */
export function usePartForm(place: PartFormPlace, label: (property: string) => string) {
  const { checks, history, store: documents } = useAdminModel();
  const document = useStoredDocument<unknown>(place.documentId);
  // A document deleted under the form (its page deleted) leaves it empty until it goes away.
  const value = useMemo(() => (document === undefined ? {} : partOf(document, place)), [document, place]);
  const check = useCallback(
    (draft: Fields) => partProblems(checks, place, documents.peek(place.documentId), draft),
    [checks, documents, place],
  );
  const apply = useCallback(
    (draft: Fields, input: string) => {
      if (documents.peek(place.documentId) === undefined) return;
      const property = input.split('/')[1] ?? '';
      history.edit((edited) => writePart(edited[place.documentId], place, draft), {
        label: label(property),
        mergeKey: `${place.documentId}${place.pointer}${input}`,
      });
    },
    [documents, history, place, label],
  );
  return useAppliedForm(
    value,
    `${`${place.documentId}${place.pointer}`.replace(/[^A-Za-z0-9_-]/g, '_')}-field`,
    check,
    apply,
    () => fieldAddress(place.documentId, place.pointer),
  );
}
