import { useCallback, useEffect, useRef, useState } from 'react';
import { usePausedCommit } from '../shared/usePausedCommit';
import { FormStore, type FieldProblem } from './form-store';

/**
 * A form whose draft is applied to its document as typing pauses (or a field loses focus): a draft
 * `check` finds nothing wrong with goes to `apply` (one history entry per input typed in); otherwise
 * its problems show and the document keeps the last valid value. A new `value` from outside (an undo
 * or redo) is put back in the form.
 */
export function useAppliedForm<Value>(
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
    const draft = store.getValue() as Value;
    const problems = check(draft);
    store.setProblems(problems);
    if (problems.length > 0) return store.revealAll();
    apply(draft, store.editedInput());
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
