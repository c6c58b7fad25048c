import { lazy, memo, Suspense, useMemo } from 'react';
import { useAdminText } from '../../text';
import { useForm } from '../form-context';
import { fieldSpec } from '../field-spec';
import type { SchemaNode } from '../schema-set';
import { useSchemaWords } from '../useSchemaWords';
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
  const words = useSchemaWords();
  const help = useMemo(() => words.help(schemas, node), [words, schemas, node]);
  const props = { pointer, label, required, description: description ?? help };
  switch (spec.kind) {
    case 'localized':
      return <LocalizedInput {...props} multiline={spec.multiline} />;
    case 'text':
      return <TextInput {...props} multiline={spec.multiline} inputMode={spec.inputMode} />;
    case 'date':
    case 'colour':
      return <TextInput {...props} variant={spec.kind} />;
    case 'image':
      return <ImageInput {...props} />;
    case 'number':
      return <NumberInput {...props} integer={spec.integer} minimum={spec.minimum} maximum={spec.maximum} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'select':
      return (
        <SelectInput
          {...props}
          options={spec.options}
          icons={spec.icons}
          optionLabel={optionLabel ?? words.option}
        />
      );
    case 'fixed':
      return null;
    case 'array': {
      // An item is named by its list's name ("item.keywords": Keyword), else generically (Item).
      const itemLabel = (name && words.item(name)) || t('forms.item');
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
