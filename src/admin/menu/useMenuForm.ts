import { useCallback } from 'react';
import { contentFileName } from '../../content/places';
import type { Navigation } from '../../content/types.generated';
import type { FieldProblem } from '../forms/form-store';
import type { PartFormPlace } from '../forms/part-form';
import { usePartForm, type PartChange } from '../forms/useAppliedForm';
import { useAdminModel } from '../model/AdminModel';
import { useAdminText } from '../text';
import { menuChange, problemsNewToTheMenu } from './menu-change';

export const MENU_PART: PartFormPlace = { documentId: 'navigation', pointer: '', properties: ['items'] };

/**
 * The menu as one form (the tree and the edited entry's inputs), applied as typing pauses, or at once
 * for a move or a delete; each applied change is one history entry named by menu-change.ts.
 */
export function useMenuForm() {
  const t = useAdminText();
  const { checks } = useAdminModel();
  const label = useCallback(
    (_: string, { input, before, after }: PartChange) =>
      menuChange(before as Navigation, after as Navigation, input, t),
    [t],
  );
  const keep = useCallback(
    (brought: FieldProblem[], { before, after }: Omit<PartChange, 'input'>) => {
      const file = contentFileName(MENU_PART.documentId);
      const standing = checks.problems().filter((problem) => problem.file === file);
      return problemsNewToTheMenu(brought, standing, before as Navigation, after as Navigation);
    },
    [checks],
  );
  return usePartForm(MENU_PART, label, keep);
}
