import { lazy, memo, Suspense, useMemo } from 'react';
import { useAdminText } from '../../text';
import { useForm } from '../form-context';
import { fieldSpec, labelOf } from '../field-spec';
import type { SchemaNode, SchemaSet } from '../schema-set';
import { ArrayInput } from './ArrayInput';
import { BooleanInput } from './BooleanInput';
import { ChoiceInput } from './ChoiceInput';
import { ImageInput } from './ImageInput';
import { LocalizedInput } from './LocalizedInput';
import { NumberInput } from './NumberInput';
import { ObjectInput } from './ObjectInput';
import { SelectInput } from './SelectInput';
import { TextInput } from './TextInput';

// Only the menu screen has a tree: its drag and drop code loads with it, not with every form.
const MenuTreeInput = lazy(() => import('./MenuTreeInput'));

/**
 * The help under an input: the description written where the field is, not that of a shared
 * definition (every localized text would say what a localized text is).
 */
function helpText(schemas: SchemaSet, node: SchemaNode): string | undefined {
  const own = node.schema.description;
  if (typeof own === 'string') return own;
  const resolved = schemas.resolve(node);
  return resolved.definition === undefined && typeof resolved.schema.description === 'string'
    ? resolved.schema.description
    : undefined;
}

interface SchemaFieldProps {
  node: SchemaNode;
  pointer: string;
  label: string;
  required: boolean;
  /** The property's name, which names a list's items. */
  name?: string;
  description?: string;
  /** The form's own top level: its properties without a frame around them. */
  root?: boolean;
  /** The screen's words for the options of a select. */
  optionLabel?: (option: unknown) => string;
}

/** The input a schema node calls for (field-spec.ts decides which), at a pointer of the form's value. */
export const SchemaField = memo(function SchemaField({
  node,
  pointer,
  label,
  required,
  name = '',
  description,
  root = false,
  optionLabel,
}: SchemaFieldProps) {
  const t = useAdminText();
  const { schemas } = useForm();
  const spec = useMemo(() => fieldSpec(schemas, node), [schemas, node]);
  const help = useMemo(() => helpText(schemas, node), [schemas, node]);
  const props = { pointer, label, required, description: description ?? help };
  switch (spec.kind) {
    case 'localized':
      return <LocalizedInput {...props} multiline={spec.multiline} />;
    case 'text':
      return <TextInput {...props} multiline={spec.multiline} inputMode={spec.inputMode} />;
    case 'date':
      return <TextInput {...props} variant="date" />;
    case 'colour':
      return <TextInput {...props} variant="colour" />;
    case 'image':
      return <ImageInput {...props} />;
    case 'number':
      return <NumberInput {...props} integer={spec.integer} minimum={spec.minimum} maximum={spec.maximum} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'select':
      return <SelectInput {...props} options={spec.options} icons={spec.icons} optionLabel={optionLabel} />;
    case 'fixed':
      return null;
    case 'array': {
      // An item is named by its schema's one-word title (Column), else by the list's name in the singular.
      const itemTitle = schemas.resolve(spec.item).schema.title;
      const itemLabel =
        typeof itemTitle === 'string' && /^[A-Z][a-z]+$/.test(itemTitle)
          ? itemTitle
          : name
            ? labelOf(name).replace(/s$/, '')
            : t('forms.item');
      return (
        <ArrayInput
          {...props}
          item={spec.item}
          itemLabel={itemLabel}
          minItems={spec.minItems}
          maxItems={spec.maxItems}
        />
      );
    }
    case 'menuTree':
      return (
        <Suspense fallback={null}>
          <MenuTreeInput {...props} item={spec.item} />
        </Suspense>
      );
    case 'object':
      return <ObjectInput {...props} properties={spec.properties} framed={!root} />;
    case 'choice':
      return <ChoiceInput {...props} choices={spec.choices} />;
  }
});
