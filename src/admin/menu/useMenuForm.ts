import { useCallback, useMemo } from 'react';
import { contentFileName } from '../../content/places';
import type { Navigation } from '../../content/types.generated';
import { partOf, partProblems, writePart, type PartFormPlace } from '../forms/part-form';
import { useAppliedForm } from '../forms/useAppliedForm';
import { fieldAddress } from '../forms/field-address';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import { useAdminText } from '../text';
import { menuChange, problemsNewToTheMenu } from './menu-change';

/** The menu's entries, the one part of content/navigation.json the form edits. */
export const MENU_PART: PartFormPlace = { documentId: 'navigation', pointer: '', properties: ['items'] };

type Fields = Record<string, unknown>;

/**
 * The menu as one form (the tree and the inputs of the entry edited), applied as typing pauses or at
 * once for a move or a delete: the validation core checks the menu with the draft in place, and each
 * applied change is one history entry named by what it did (menu-change.ts).
 */
export function useMenuForm() {
  const t = useAdminText();
  const { checks, history, store: documents } = useAdminModel();
  const navigation = useStoredDocument<Navigation>('navigation');
  const value = useMemo(() => (navigation ? partOf(navigation, MENU_PART) : { items: [] }), [navigation]);
  const check = useCallback(
    (draft: Fields) => {
      const before = documents.peek(MENU_PART.documentId) as Navigation;
      const file = contentFileName(MENU_PART.documentId);
      const standing = checks.problems().filter((problem) => problem.file === file);
      const brought = partProblems(checks, MENU_PART, before, draft);
      return problemsNewToTheMenu(brought, standing, before, { ...before, ...draft } as Navigation);
    },
    [checks, documents],
  );
  const apply = useCallback(
    (draft: Fields, input: string) => {
      const before = documents.peek(MENU_PART.documentId) as Navigation | undefined;
      if (!before) return;
      const { label, merges } = menuChange(before, { ...before, ...draft } as Navigation, input, t);
      history.edit((edited) => writePart(edited[MENU_PART.documentId], MENU_PART, draft), {
        label,
        mergeKey: merges ? `${MENU_PART.documentId}${input}` : undefined,
      });
    },
    [documents, history, t],
  );
  return useAppliedForm(value, 'navigation-field', check, apply, () =>
    fieldAddress(MENU_PART.documentId, MENU_PART.pointer),
  );
}
