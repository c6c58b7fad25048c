import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { useField, type FieldProps } from '../form-context';

/** Yes or no, as a switch; an optional one switched off is left out of the value. */
export function BooleanInput(props: FieldProps) {
  const { value, set, box } = useField<boolean>(props);
  return (
    <Box>
      <FormControlLabel
        label={box.label}
        control={
          <Switch
            id={box.id}
            checked={value === true}
            onChange={(event) => set(event.target.checked || box.required ? event.target.checked : undefined)}
            onBlur={box.onBlur}
          />
        }
      />
      {box.helperText && <FormHelperText error={box.error}>{box.helperText}</FormHelperText>}
    </Box>
  );
}
