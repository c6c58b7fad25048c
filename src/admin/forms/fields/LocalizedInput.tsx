import { memo, useCallback } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useAdminText } from '../../text';
import type { LocalizedText } from '../../../content/types.generated';
import { useField, useForm, type FieldProps } from '../form-context';
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
  const { store, onFieldBlur } = useForm();
  const { id, value, problem } = useField<LocalizedText>(pointer);
  const en = typeof value === 'string' ? value : (value?.en ?? '');
  const sw = typeof value === 'object' ? value.sw : undefined;
  const missing = sw === undefined && en !== '';
  const translatedFrom = reviewMarkOf(value);

  // Which of the two was typed in: typing on in one is one change, then the other a new one. The
  // value is read from the form store when typed, so each box keeps its handlers from render to
  // render and a keystroke in one does not re-render the other.
  const write = useCallback(
    (text: string, input: 'en' | 'sw') => {
      const current = store.get(pointer) as LocalizedText | undefined;
      const next = input === 'en' ? withEnglishEdited(current, text) : withKiswahiliEdited(current, text);
      const empty = typeof next === 'string' ? next === '' : next.en === '' && next.sw === undefined;
      store.set(pointer, empty && !required ? undefined : next, `${pointer}/${input}`);
    },
    [store, pointer, required],
  );
  const blur = useCallback(() => {
    store.reveal(pointer);
    onFieldBlur(pointer);
  }, [store, pointer, onFieldBlur]);
  const kiswahiliNote =
    sw === null
      ? t('forms.sameInBoth')
      : translatedFrom !== undefined
        ? t('forms.needsReview', { from: translatedFrom })
        : missing
          ? t('forms.kiswahiliMissing')
          : ' ';
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <LanguageBox
        id={id}
        language="en"
        label={t('forms.inEnglish', { label })}
        text={en}
        required={required}
        problem={problem}
        note={problem ?? description}
        multiline={multiline}
        onText={write}
        onBlur={blur}
      />
      <LanguageBox
        language="sw"
        label={t('forms.inKiswahili', { label })}
        text={sw ?? ''}
        note={kiswahiliNote}
        noteStands={missing || translatedFrom !== undefined}
        multiline={multiline}
        onText={write}
        onBlur={blur}
      />
    </Box>
  );
}

/** One language's box, re-rendered only when its own text, note or problem changes. */
const LanguageBox = memo(function LanguageBox({
  id,
  language,
  label,
  text,
  required,
  problem,
  note,
  noteStands = false,
  multiline,
  onText,
  onBlur,
}: {
  id?: string;
  language: 'en' | 'sw';
  label: string;
  text: string;
  required?: boolean;
  problem?: string;
  note?: string;
  noteStands?: boolean;
  multiline: boolean;
  onText: (text: string, language: 'en' | 'sw') => void;
  onBlur: () => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      required={required}
      onChange={(event) => onText(event.target.value, language)}
      onBlur={onBlur}
      error={problem !== undefined}
      helperText={note}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { lang: language },
        formHelperText: { sx: noteStands ? { fontWeight: 700, color: 'text.primary' } : undefined },
      }}
    />
  );
});
