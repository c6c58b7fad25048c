import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface LoginFieldProps {
  label: string;
  name: string;
  type?: 'text' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message, shown under it; the field is marked invalid while there is one. */
  error: string | undefined;
  disabled: boolean;
}

/**
 * A required text field that looks like MUI's outlined TextField, built from its parts: TextField
 * also imports Select (with Menu, Popover and Modal), which the sign-in page, meant to load little,
 * never uses.
 */
export function LoginField({
  label,
  name,
  type = 'text',
  autoComplete,
  value,
  onChange,
  error,
  disabled,
}: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error !== undefined} disabled={disabled} required fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        label={label}
        aria-describedby={error === undefined ? undefined : helperId}
      />
      {error !== undefined && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
