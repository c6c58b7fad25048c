import { useMemo } from 'react';
import { FormContext } from './form-context';
import type { FormStore } from './form-store';
import { SCHEMAS } from './schemas';
import type { SchemaNode } from './schema-set';
import { SchemaField } from './fields/SchemaField';

/**
 * A form derived from a JSON Schema: text, localized text, addresses, pictures, numbers, switches,
 * selects, lists and groups, as the schema says (field-spec.ts). It edits the value in `store`;
 * `onFieldBlur` is told when a field loses focus, to check the value again.
 */
export function SchemaForm({
  store,
  node,
  label,
  onFieldBlur,
}: {
  store: FormStore;
  node: SchemaNode;
  label: string;
  onFieldBlur: (pointer: string) => void;
}) {
  const context = useMemo(() => ({ store, schemas: SCHEMAS, onFieldBlur }), [store, onFieldBlur]);
  return (
    <FormContext value={context}>
      <SchemaField node={node} pointer="" label={label} required root />
    </FormContext>
  );
}
