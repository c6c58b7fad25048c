import { memo, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useAdminText, type AdminTextKey } from '../../text';
import type { LocalizedText } from '../../../content/types.generated';
import { blurred, useField, useForm, type FieldProps } from '../form-context';
import { FIELD_ATTRIBUTE } from '../field-address';
import { reviewMarkOf } from '../../../content/translation-state';
import { withEnglishEdited, withKiswahiliEdited } from '../localized-value';

/**
 * A text shown to visitors, English and Kiswahili side by side. A plain string is English only (the
 * Kiswahili box says it is missing); `"sw": null` marks a text that is the same in both languages.
 * A Kiswahili kept while its English changed is marked as needing review, with the English it was
 * translated from; editing the Kiswahili clears the mark.
 */
export function LocalizedInput({ multiline, ...props }: FieldProps & { multiline: boolean }) {
  const { pointer, label, required } = props;
  const t = useAdminText();
  const form = useForm();
  const { store } = form;
  const { value, problem, box } = useField<LocalizedText>(props);
  const en = typeof value === 'string' ? value : (value?.en ?? '');
  const sw = typeof value === 'object' ? value.sw : undefined;

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
  const blur = useCallback(() => blurred(form, pointer), [form, pointer]);
  // The note follows the text by itself: the English typed in changes it, not the Kiswahili's box.
  const kiswahiliNote = useMemo(() => <KiswahiliNote pointer={pointer} />, [pointer]);
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <LanguageBox
        id={box.id}
        language="en"
        label={t('forms.inEnglish', { label })}
        text={en}
        required={required}
        problem={problem}
        note={box.helperText}
        multiline={multiline}
        onText={write}
        onBlur={blur}
      />
      <LanguageBox
        language="sw"
        field={store.fieldAddress(pointer)}
        label={t('forms.inKiswahili', { label })}
        text={sw ?? ''}
        note={kiswahiliNote}
        multiline={multiline}
        onText={write}
        onBlur={blur}
      />
    </Box>
  );
}

/** What the Kiswahili of a text needs said: missing, to review, the same in both languages, or nothing. */
function kiswahiliNoteKey(value: LocalizedText | undefined): AdminTextKey | undefined {
  const en = typeof value === 'string' ? value : (value?.en ?? '');
  const sw = typeof value === 'object' ? value.sw : undefined;
  if (sw === null) return 'forms.sameInBoth';
  if (reviewMarkOf(value) !== undefined) return 'forms.needsReview';
  return sw === undefined && en !== '' ? 'forms.kiswahiliMissing' : undefined;
}

/**
 * The note under the Kiswahili, read from the form store on its own: it re-renders when its words
 * change (the first English keystroke marks a translation for review), one text node and nothing
 * else, while the English is typed. A note that asks for work stands out; the empty one keeps its line.
 */
function KiswahiliNote({ pointer }: { pointer: string }) {
  const t = useAdminText();
  const { store } = useForm();
  const key = useSyncExternalStore(store.subscribe, () =>
    kiswahiliNoteKey(store.get(pointer) as LocalizedText | undefined),
  );
  const from = useSyncExternalStore(store.subscribe, () => reviewMarkOf(store.get(pointer)));
  return (
    <Box
      component="span"
      sx={key === 'forms.sameInBoth' ? undefined : { fontWeight: 700, color: 'text.primary' }}
    >
      {key === undefined ? '\u00a0' : t(key, { from: from ?? '' })}
    </Box>
  );
}

/** One language's box, re-rendered only when its own text, note or problem changes. */
const LanguageBox = memo(function LanguageBox({
  id,
  field,
  language,
  label,
  text,
  required,
  problem,
  note,
  multiline,
  onText,
  onBlur,
}: {
  id?: string;
  /** The field's address (field-address.ts), for a link to open the screen at this input. */
  field?: string;
  language: 'en' | 'sw';
  label: string;
  text: string;
  required?: boolean;
  problem?: string;
  note?: ReactNode;
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
      slotProps={{ htmlInput: { lang: language, [FIELD_ATTRIBUTE]: field } }}
    />
  );
});
