import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useAdminText } from '../../text';
import { useField, type FieldProps } from '../form-context';

type Localized = string | { en: string; sw?: string | null };

/**
 * A text shown to visitors, English and Kiswahili side by side. A plain string is English only (the
 * Kiswahili box says it is missing); `"sw": null` marks a text that is the same in both languages.
 */
export function LocalizedInput({
  pointer,
  label,
  required,
  description,
  multiline,
}: FieldProps & { multiline: boolean }) {
  const t = useAdminText();
  const { id, value, problem, set, blur } = useField<Localized>(pointer);
  const en = typeof value === 'string' ? value : (value?.en ?? '');
  const sw = typeof value === 'object' && value !== null ? value.sw : undefined;
  const missing = sw === undefined && en !== '';

  // Which of the two was typed in: typing on in one is one change, then the other a new one.
  const write = (nextEn: string, nextSw: string | null | undefined, input: 'en' | 'sw') => {
    const typedIn = `${pointer}/${input}`;
    if (nextEn === '' && (nextSw === undefined || nextSw === '') && !required) return set(undefined, typedIn);
    set(nextSw === undefined || nextSw === '' ? nextEn : { en: nextEn, sw: nextSw }, typedIn);
  };
  const shared = {
    onBlur: blur,
    multiline,
    minRows: multiline ? 3 : undefined,
    fullWidth: true,
    size: 'small' as const,
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        {...shared}
        id={id}
        label={t('forms.inEnglish', { label })}
        value={en}
        required={required}
        onChange={(event) => write(event.target.value, sw, 'en')}
        error={problem !== undefined}
        helperText={problem ?? description}
        slotProps={{ htmlInput: { lang: 'en' } }}
      />
      <TextField
        {...shared}
        label={t('forms.inKiswahili', { label })}
        value={sw ?? ''}
        onChange={(event) => write(en, event.target.value, 'sw')}
        helperText={sw === null ? t('forms.sameInBoth') : missing ? t('forms.kiswahiliMissing') : ' '}
        slotProps={{
          htmlInput: { lang: 'sw' },
          formHelperText: { sx: missing ? { fontWeight: 700, color: 'text.primary' } : undefined },
        }}
      />
    </Box>
  );
}
