import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useAdminText } from '../../text';
import type { LocalizedText } from '../../../content/types.generated';
import { useField, type FieldProps } from '../form-context';
import { reviewMarkOf, withEnglishEdited, withKiswahiliEdited } from '../localized-value';

/**
 * A text shown to visitors, English and Kiswahili side by side. A plain string is English only (the
 * Kiswahili box says it is missing); `"sw": null` marks a text that is the same in both languages.
 * A Kiswahili kept while its English changed is marked as needing review, with the English it was
 * translated from; editing the Kiswahili clears the mark.
 */
export function LocalizedInput({
  pointer,
  label,
  required,
  description,
  multiline,
}: FieldProps & { multiline: boolean }) {
  const t = useAdminText();
  const { id, value, problem, set, blur } = useField<LocalizedText>(pointer);
  const en = typeof value === 'string' ? value : (value?.en ?? '');
  const sw = typeof value === 'object' ? value.sw : undefined;
  const missing = sw === undefined && en !== '';
  const translatedFrom = reviewMarkOf(value);

  // Which of the two was typed in: typing on in one is one change, then the other a new one.
  const write = (next: LocalizedText, input: 'en' | 'sw') => {
    const empty = typeof next === 'string' ? next === '' : next.en === '' && next.sw === undefined;
    set(empty && !required ? undefined : next, `${pointer}/${input}`);
  };
  const kiswahiliNote =
    sw === null
      ? t('forms.sameInBoth')
      : translatedFrom !== undefined
        ? t('forms.needsReview', { from: translatedFrom })
        : missing
          ? t('forms.kiswahiliMissing')
          : ' ';
  const noteStands = missing || translatedFrom !== undefined;
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
        onChange={(event) => write(withEnglishEdited(value, event.target.value), 'en')}
        error={problem !== undefined}
        helperText={problem ?? description}
        slotProps={{ htmlInput: { lang: 'en' } }}
      />
      <TextField
        {...shared}
        label={t('forms.inKiswahili', { label })}
        value={sw ?? ''}
        onChange={(event) => write(withKiswahiliEdited(value, event.target.value), 'sw')}
        helperText={kiswahiliNote}
        slotProps={{
          htmlInput: { lang: 'sw' },
          formHelperText: { sx: noteStands ? { fontWeight: 700, color: 'text.primary' } : undefined },
        }}
      />
    </Box>
  );
}
