import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ContentIcon, isContentIcon } from '../../../ui/contentIcons';
import { useAdminText } from '../../text';
import { useField, type FieldProps } from '../form-context';

/**
 * One of the schema's options, as a native select (quick on phones); an optional one may be left
 * unset. An icon of the site's set shows beside its name. `optionLabel` gives an option the screen's
 * words for it (quicklinks is "Quick Links").
 */
export function SelectInput({
  options,
  icons,
  optionLabel,
  ...props
}: FieldProps & { options: readonly unknown[]; icons: boolean; optionLabel: (option: unknown) => string }) {
  const t = useAdminText();
  const { value, set, box } = useField<unknown>(props);
  // Options may be numbers as well as words (cards per row: 2 or 3): each is chosen by its place.
  const chosen = options.indexOf(value);
  return (
    <TextField
      select
      {...box}
      value={chosen < 0 ? '' : String(chosen)}
      onChange={(event) => set(event.target.value === '' ? undefined : options[Number(event.target.value)])}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        input: {
          startAdornment:
            icons && isContentIcon(value) ? (
              <InputAdornment position="start">
                <ContentIcon name={value} />
              </InputAdornment>
            ) : undefined,
        },
      }}
    >
      {(!props.required || chosen < 0) && <option value="">{t('forms.notSet')}</option>}
      {options.map((option, index) => (
        <option key={index} value={index}>
          {optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}
