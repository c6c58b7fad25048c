import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useField, type FieldProps } from '../form-context';
import { usePageIndex } from '../../../content/hooks';
import { useAdminText } from '../../text';

/**
 * A line or an area of text; also a date (YYYY-MM-DD), a colour (#RRGGBB, with a picker) and an
 * address, which offers the site's pages as suggestions.
 */
export function TextInput({
  multiline = false,
  inputMode,
  variant = 'text',
  ...props
}: FieldProps & {
  multiline?: boolean;
  inputMode?: 'url' | 'email';
  variant?: 'text' | 'date' | 'colour';
}) {
  const t = useAdminText();
  const { value, set, blur, box } = useField<string>(props);
  const suggestions = `${box.id}-pages`;
  const text = typeof value === 'string' ? value : '';
  const change = (next: string) => set(next === '' && !props.required ? undefined : next);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        {...box}
        value={text}
        onChange={(event) => change(event.target.value)}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        type={variant === 'date' ? 'date' : inputMode === 'email' ? 'email' : 'text'}
        slotProps={{
          htmlInput: {
            inputMode,
            spellCheck: variant === 'text' && inputMode === undefined,
            list: inputMode === 'url' ? suggestions : undefined,
          },
          inputLabel: variant === 'date' ? { shrink: true } : undefined,
        }}
      />
      {inputMode === 'url' && <PagePaths id={suggestions} />}
      {variant === 'colour' && (
        <Box
          component="input"
          type="color"
          aria-label={t('forms.pickColour', { label: props.label })}
          value={/^#[0-9A-Fa-f]{6}$/.test(text) ? text : '#000000'}
          onChange={(event) => change(event.target.value)}
          onBlur={blur}
          sx={{ width: 48, height: 40, p: 0, border: 0, bgcolor: 'transparent', flexShrink: 0 }}
        />
      )}
    </Box>
  );
}

/** The path of every page, newest edits included, for an address's suggestions. */
function PagePaths({ id }: { id: string }) {
  const pages = usePageIndex();
  return (
    <datalist id={id}>
      {pages.map((page) => (
        <option key={page.id} value={page.path} />
      ))}
    </datalist>
  );
}
