import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useAdminText } from '../../text';
import { useForm, type FieldProps } from '../form-context';
import { choiceOf, initialValue, type Choice } from '../field-spec';
import { useSchemaWords } from '../useSchemaWords';
import { SchemaField } from './SchemaField';

/**
 * One of several shapes (a fee as one amount or a range, a document or none): a select of the
 * variants, then the inputs of the one chosen. Choosing another starts it from its default.
 */
export function ChoiceInput({
  pointer,
  label,
  required,
  description,
  choices,
}: FieldProps & { choices: readonly Choice[] }) {
  const t = useAdminText();
  const { store, schemas, onFieldBlur } = useForm();
  const words = useSchemaWords();
  const chosen = useSyncExternalStore(store.subscribe, () => choiceOf(schemas, choices, store.get(pointer)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        select
        label={t('forms.kindOf', { label })}
        value={chosen}
        onChange={(event) => {
          store.set(pointer, initialValue(schemas, choices[Number(event.target.value)]!.node));
          onFieldBlur(pointer);
        }}
        size="small"
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {choices.map((choice, index) => (
          <option key={index} value={index}>
            {choice.label === 'None' ? t('forms.none') : words.option(choice.label)}
          </option>
        ))}
      </TextField>
      <SchemaField
        key={chosen}
        node={choices[chosen]!.node}
        pointer={pointer}
        label={label}
        required={required}
        description={description}
      />
    </Box>
  );
}
