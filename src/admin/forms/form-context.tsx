import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FormStore } from './form-store';
import type { SchemaSet } from './schema-set';

interface FormContextValue {
  store: FormStore;
  schemas: SchemaSet;
  /** A field lost focus: its problem may show, and the form checks the value again. */
  onFieldBlur: (pointer: string) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A schema field needs a SchemaForm above it.');
  return form;
}

/**
 * One field's value and shown problem, read from the form store: the field re-renders when these
 * change and not when another field does.
 */
export function useField<T>(pointer: string) {
  const { store, onFieldBlur } = useForm();
  const value = useSyncExternalStore(store.subscribe, () => store.get(pointer)) as T | undefined;
  const problem = useSyncExternalStore(store.subscribe, () => store.shownProblem(pointer));
  return {
    id: store.fieldId(pointer),
    value,
    problem,
    set: (next: unknown, input?: string) => store.set(pointer, next, input),
    blur: () => {
      store.reveal(pointer);
      onFieldBlur(pointer);
    },
  };
}

/** What every input is given: where its value is, its label, and whether the schema requires it. */
export interface FieldProps {
  pointer: string;
  label: string;
  required: boolean;
  description?: string;
}
