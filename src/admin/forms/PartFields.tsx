/**
 * What the screens whose fields apply as typing pauses (the site settings, the footer's contact
 * information) build their forms from: a group's inputs named by a label map, and the spec's Save,
 * which confirms.
 */
import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAdminText, type AdminText, type AdminTextKey } from '../text';
import { PropertyFields, type PropertyField } from './SchemaForm';
import { partNode } from './schemas';
import type { PartFormPlace } from './part-form';
import type { usePartForm } from './useAppliedForm';

export type PartForm = ReturnType<typeof usePartForm>;

/** One input per property the label map names, in its order. */
export const labelledFields = (
  labels: Readonly<Record<string, AdminTextKey>>,
  t: AdminText,
  description: (name: string) => string | undefined = () => undefined,
): PropertyField[] =>
  Object.entries(labels).map(([name, label]) => ({ name, label: t(label), description: description(name) }));

export function PartFields({
  place,
  labels,
  form,
  hints,
}: {
  place: PartFormPlace;
  labels: Readonly<Record<string, AdminTextKey>>;
  form: PartForm;
  hints?: Readonly<Record<string, string | undefined>>;
}) {
  const t = useAdminText();
  const node = useMemo(() => partNode(place), [place]);
  const fields = useMemo(
    // A line kept for the message, so a problem shown as Save is pressed does not move the button away.
    () => labelledFields(labels, t, (name) => hints?.[name] ?? ' '),
    [labels, t, hints],
  );
  return <PropertyFields form={form} node={node} fields={fields} />;
}

/**
 * The spec's Save of forms applied as typing pauses: it applies what is still being typed, then
 * confirms (every edit is already in the history), or shows every problem at its field and says so.
 * `clear` takes the message away as the administrator types on.
 */
export function useConfirmingSave(
  forms: readonly PartForm[],
  words: { save: string; saved: string; invalid: string },
) {
  const [result, setResult] = useState<'saved' | 'invalid' | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    for (const form of forms) form.onFieldBlur();
    const refused = forms.filter((form) => form.store.allProblems().length > 0);
    for (const form of refused) form.store.revealAll();
    setResult(refused.length > 0 ? 'invalid' : 'saved');
  };
  const controls = (
    <>
      <Box>
        <Button type="submit" variant="contained">
          {words.save}
        </Button>
      </Box>
      {result === 'saved' && <Alert severity="success">{words.saved}</Alert>}
      {result === 'invalid' && <Alert severity="error">{words.invalid}</Alert>}
    </>
  );
  return { save, clear: () => setResult(null), controls };
}
