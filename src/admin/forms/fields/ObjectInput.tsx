import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAdminText } from '../../text';
import { useForm, useShownProblem, type FieldProps } from '../form-context';
import { childPointer } from '../form-store';
import type { SchemaNode } from '../schema-set';
import { useSchemaWords } from '../useSchemaWords';
import { FieldGroup } from './FieldGroup';
import { SchemaField } from './SchemaField';

/** A group of named inputs, one per property, in the schema's order; the whole form is one without a frame. */
export function ObjectInput({
  pointer,
  label,
  description,
  properties,
  framed,
}: FieldProps & {
  properties: readonly { name: string; node: SchemaNode; required: boolean }[];
  framed: boolean;
}) {
  const t = useAdminText();
  const { store } = useForm();
  const words = useSchemaWords();
  const problem = useShownProblem(store, pointer);
  const id = store.fieldId(pointer);
  const fields = properties.map((property) => (
    <SchemaField
      key={property.name}
      node={property.node}
      pointer={childPointer(pointer, property.name)}
      label={words.field(property.name)}
      name={property.name}
      required={property.required}
    />
  ));
  // A block that shows a shared document (the gallery, the fees) has nothing of its own to set.
  if (!framed && properties.length === 0)
    return (
      <Box id={id} tabIndex={-1}>
        <Typography sx={{ fontWeight: 600 }}>{t('forms.nothingToSet')}</Typography>
        {description && <Typography sx={{ color: 'text.secondary', mt: 1 }}>{description}</Typography>}
      </Box>
    );
  if (!framed)
    return (
      <Box id={id} tabIndex={-1} sx={{ display: 'grid', gap: 2 }}>
        {fields}
      </Box>
    );
  return (
    <FieldGroup id={id} label={label} description={description} problem={problem}>
      {fields}
    </FieldGroup>
  );
}
