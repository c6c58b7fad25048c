import { useMemo, type ReactNode } from 'react';
import { FormContext } from './form-context';
import { childPointer, type FormStore } from './form-store';
import { fieldSpec } from './field-spec';
import { SCHEMAS } from './schemas';
import type { SchemaNode } from './schema-set';
import { SchemaField } from './fields/SchemaField';

/** What a form's fields edit: its store, and what a field losing focus tells (the form checks again). */
export interface SchemaFormState {
  store: FormStore;
  onFieldBlur: (pointer: string) => void;
}

/**
 * The form state for the schema fields inside (field-spec.ts picks each input); `foldItems` folds
 * lists' items under one line each (form-context.tsx).
 */
export function SchemaFormProvider({
  form: { store, onFieldBlur },
  foldItems = false,
  children,
}: {
  form: SchemaFormState;
  foldItems?: boolean;
  children: ReactNode;
}) {
  const context = useMemo(
    () => ({ store, schemas: SCHEMAS, onFieldBlur, foldItems }),
    [store, onFieldBlur, foldItems],
  );
  return <FormContext value={context}>{children}</FormContext>;
}

export interface PropertyField {
  name: string;
  label: string;
  /** Help under the input, in place of the schema's description. */
  description?: string;
  /** The screen's words for the options of a select. */
  optionLabel?: (option: unknown) => string;
}

/**
 * Some properties' inputs, in the order given, side by side for the caller to lay out: a list screen
 * shows an item's texts in its row and keeps the rest (its id, its switch) its own way.
 */
export function PropertyFields({
  form,
  foldItems,
  ...inputs
}: {
  form: SchemaFormState;
  node: SchemaNode;
  fields: readonly PropertyField[];
  foldItems?: boolean;
}) {
  return (
    <SchemaFormProvider form={form} foldItems={foldItems}>
      <PropertyInputs {...inputs} />
    </SchemaFormProvider>
  );
}

/** PropertyFields inside a form, for the object at `pointer` of its value (a menu entry of the tree). */
export function PropertyInputs({
  node,
  fields,
  pointer = '',
}: {
  node: SchemaNode;
  fields: readonly PropertyField[];
  pointer?: string;
}) {
  const properties = useMemo(() => {
    const spec = fieldSpec(SCHEMAS, node);
    if (spec.kind !== 'object')
      throw new Error(`schema/${node.file}: the fields of a list item need an object.`);
    return spec.properties;
  }, [node]);
  return fields.map((field) => {
    const property = properties.find((candidate) => candidate.name === field.name);
    if (!property) throw new Error(`schema/${node.file} has no property "${field.name}".`);
    return (
      <SchemaField
        key={field.name}
        node={property.node}
        pointer={childPointer(pointer, field.name)}
        label={field.label}
        required={property.required}
        name={field.name}
        description={field.description}
        optionLabel={field.optionLabel}
      />
    );
  });
}
