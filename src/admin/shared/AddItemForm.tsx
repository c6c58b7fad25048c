import { type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { blankText } from '../forms/localized-value';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { useNewItemForm } from '../forms/useNewItemForm';
import { useProblemWords } from '../text/problems';
import { fieldsLayout } from './item-layout';
import type { ListItem } from './list-edits';
import { useListEditor } from './useListEditor';

/**
 * The form of a new item of a list. Add stays disabled while a `needed` property is blank (the reason
 * shown is then `neededMessage`) or the validation core finds a problem in the item `complete` makes.
 */
export function AddItemForm<Item extends ListItem>({
  place,
  fields,
  empty,
  complete,
  idPrefix,
  needed,
  neededMessage,
  formLabel,
  addLabel,
  labelShown = false,
  onAdded,
  add: addItem,
  columns,
  extraFields,
  variant = 'contained',
}: {
  place: ListItemFormPlace<Item>;
  fields: readonly PropertyField[];
  empty: Record<string, unknown>;
  complete: (draft: unknown) => Item;
  /** Keeps the ids of the form's inputs apart from those of the other forms on the screen. */
  idPrefix: string;
  needed: readonly string[];
  neededMessage: string;
  formLabel: string;
  addLabel: string;
  /** `formLabel` as a visible heading, which then names the form. */
  labelShown?: boolean;
  onAdded?: (item: Item) => void;
  /** Adds the item where it goes; by default at the end of the list. */
  add?: (item: Item) => void;
  /** See fieldsLayout. */
  columns?: string;
  /** Inputs that are not the item's (such as where it goes). */
  extraFields?: ReactNode;
  variant?: 'contained' | 'outlined';
}) {
  const editor = useListEditor(place);
  const { store, problems, add, reset, onFieldBlur } = useNewItemForm(place, empty, complete, idPrefix);
  const problemWords = useProblemWords();
  const draft = store.getValue() as Record<string, unknown>;
  const unfilled = needed.some((name) => blankText(draft[name]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const item = unfilled ? null : add();
    if (!item) return;
    if (addItem) addItem(item);
    else editor.add(item);
    onAdded?.(item);
    reset();
  };
  const reason = unfilled ? neededMessage : problems[0] ? problemWords(problems[0]) : '';
  const reasonId = `${idPrefix}-reason`;
  const headingId = `${idPrefix}-heading`;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={labelShown ? undefined : formLabel}
      aria-labelledby={labelShown ? headingId : undefined}
      sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {labelShown && (
        <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {formLabel}
        </Typography>
      )}
      <Box sx={fieldsLayout(fields, columns)}>
        <PropertyFields store={store} node={place.itemSchema} fields={fields} onFieldBlur={onFieldBlur} />
        {extraFields}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant={variant}
          startIcon={<AddIcon />}
          disabled={unfilled || problems.length > 0}
          aria-describedby={reasonId}
        >
          {addLabel}
        </Button>
        <Typography id={reasonId} sx={{ color: 'text.secondary' }}>
          {reason}
        </Typography>
      </Box>
    </Box>
  );
}
