import TextField from '@mui/material/TextField';
import { useAdminText } from '../../text';
import { useField, type FieldProps } from '../form-context';
import { fieldId } from '../form-store';

/** One of the schema's options, as a native select (quick on phones); an optional one may be left unset. */
export function SelectInput({
  pointer,
  label,
  required,
  description,
  options,
}: FieldProps & { options: readonly string[] }) {
  const t = useAdminText();
  const { value, problem, set, blur } = useField<string>(pointer);
  return (
    <TextField
      select
      id={fieldId(pointer)}
      label={label}
      value={typeof value === 'string' ? value : ''}
      required={required}
      onChange={(event) => set(event.target.value === '' ? undefined : event.target.value)}
      onBlur={blur}
      error={problem !== undefined}
      helperText={problem ?? description}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {(!required || typeof value !== 'string') && <option value="">{t('forms.notSet')}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
