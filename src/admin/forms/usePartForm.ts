import { useCallback, useMemo } from 'react';
import type { EditableDocuments } from '../../content/history';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import { idPart, type FieldProblem } from './form-store';
import { partOf, partProblems, withPart, writePart, type Fields, type PartFormPlace } from './part-form';
import { useAppliedForm } from './useAppliedForm';
import { fieldAddress } from './field-address';

export interface PartChange {
  input: string;
  before: unknown;
  after: unknown;
}

/**
 * A form over some properties of an object in a document (part-form.ts), applied as typing pauses
 * (useAppliedForm). `label` gives the history's words for a change to one property; typing on in one
 * input is one entry, unless it says the change does not merge (the menu's moves and deletes).
 * `keep`, where given, keeps of the problems the draft brings those that stop it; `alongside`, where
 * given, changes other documents in the same history entry (the links to a page whose path changed).
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
