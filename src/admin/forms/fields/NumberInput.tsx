import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useAdminText } from '../../text';
import { useField, type FieldProps } from '../form-context';

/**
 * A number: what is typed stays a draft in the field until it reads as a number (a lone "-" or
 * "1." is on its way to one), and only then changes the value.
 */
export function NumberInput({
  integer,
  minimum,
  maximum,
  ...props
}: FieldProps & { integer: boolean; minimum?: number; maximum?: number }) {
  const t = useAdminText();
  const { value, problem, set, blur, box } = useField<number>(props);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (typeof value === 'number' ? String(value) : '');
  const numberProblem = (text: string) => {
    const number = Number(text);
    if (!Number.isFinite(number)) return t('forms.notNumber');
    if (integer && !Number.isInteger(number)) return t('forms.notWholeNumber');
  };
  const draftProblem = draft === null || draft.trim() === '' ? undefined : numberProblem(draft);
  const change = (text: string) => {
    setDraft(text);
    if (text.trim() === '') set(undefined);
    else if (numberProblem(text) === undefined) set(Number(text));
  };
  const message = draftProblem ?? problem;
  return (
    <TextField
      {...box}
      value={shown}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        if (draftProblem === undefined) setDraft(null);
        blur();
      }}
      error={message !== undefined}
      helperText={message ?? props.description}
      slotProps={{
        htmlInput: { inputMode: integer ? 'numeric' : 'decimal', min: minimum, max: maximum },
      }}
    />
  );
}
