import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { useField, type FieldProps } from '../form-context';

/** Yes or no, as a switch; an optional one switched off is left out of the value. */
export function BooleanInput({ pointer, label, required, description }: FieldProps) {
  const { id, value, problem, set, blur } = useField<boolean>(pointer);
  return (
    <Box>
      <FormControlLabel
        label={label}
        control={
          <Switch
            id={id}
            checked={value === true}
            onChange={(event) => set(event.target.checked || required ? event.target.checked : undefined)}
            onBlur={blur}
          />
        }
      />
      {(problem ?? description) && (
        <FormHelperText error={problem !== undefined}>{problem ?? description}</FormHelperText>
      )}
    </Box>
  );
}
