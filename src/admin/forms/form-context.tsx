import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { afterPause, TYPING_PAUSE_MS } from '../shared/usePausedCommit';
import { useProblemWords } from '../text/problems';
import type { FormStore } from './form-store';
import type { SchemaSet } from './schema-set';

interface FormContextValue {
  store: FormStore;
  schemas: SchemaSet;
  /** Told as a field loses focus: the form checks the value again. */
  onFieldBlur: (pointer: string) => void;
  /**
   * Whether a list's items that hold several inputs fold under one line each, their inputs made once
   * opened: for a whole document's form (Site Data), where every item open at once is slow to show.
   */
  foldItems?: boolean;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A schema field needs a SchemaForm above it.');
  return form;
}

export function blurred({ store, onFieldBlur }: FormContextValue, pointer: string): void {
  store.reveal(pointer);
  onFieldBlur(pointer);
}

/** FormStore.shownProblem, in the screen's language. */
export function useShownProblem(store: FormStore, pointer: string): string | undefined {
  const words = useProblemWords();
  const problem = useSyncExternalStore(store.subscribe, () => store.shownProblem(pointer));
  return problem && words(problem);
}

/**
 * One field's value and shown problem, read from the form store: the field re-renders when these
 * change and not when another field does. `box` is what a MUI text box over the field is given
 * besides its value: its id, label, focus leaving, and its problem, else its help.
 */
export function useField<T>({ pointer, label, required, description }: FieldProps) {
  const form = useForm();
  const { store } = form;
  const value = useSyncExternalStore(store.subscribe, () => store.get(pointer)) as T | undefined;
  const problem = useShownProblem(store, pointer);
  const blur = () => blurred(form, pointer);
  const box = {
    id: store.fieldId(pointer),
    label,
    required,
    onBlur: blur,
    size: 'small',
    fullWidth: true,
    error: problem !== undefined,
    helperText: problem ?? description,
  } as const;
  return {
    value,
    problem,
    set: (next: unknown, input?: string) => store.set(pointer, next, input),
    blur,
    box,
  };
}

/**
 * One field's value as it stands once typing pauses, for what follows the field without being typed
 * in (a picture's preview): a keystroke re-renders the field alone, and this a typing pause later.
 * `set` writes the value and shows it here at once (a picture chosen from a list).
 */
export function usePausedField<T>(pointer: string) {
  const form = useForm();
  const { store } = form;
  const [value, setValue] = useState(() => store.get(pointer) as T | undefined);
  useEffect(() => {
    const follow = () => setValue(store.get(pointer) as T | undefined);
    const stop = afterPause(store.subscribe, TYPING_PAUSE_MS, follow);
    // The value may have changed between the first render and the subscription.
    follow();
    return stop;
  }, [store, pointer]);
  return {
    value,
    set: (next: T) => {
      store.set(pointer, next);
      setValue(next);
    },
    blur: () => blurred(form, pointer),
  };
}

export interface FieldProps {
  pointer: string;
  label: string;
  required: boolean;
  description?: string;
}
