import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { FormStore, type FieldProblem } from '../forms/form-store';
import { listItemProblems, type ListItemFormPlace } from '../forms/list-item-form';
import { blankText } from '../forms/localized-value';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { useAdminModel } from '../model/AdminModel';
import { useProblemWords } from '../text/problems';
import { fieldsLayout } from './item-layout';
import type { ItemMaking, ListItem } from './list-edits';
import { usePausedCommit } from './usePausedCommit';
import { useListEditor } from './useListEditor';

/**
 * What a list's add form asks for, and how its draft becomes the item: by ListEditor.built, or by
 * `complete` where the list makes its items its own way (the menu's ids are unique in the whole tree).
 */
export type NewItem<Item extends ListItem> = {
  fields: readonly PropertyField[];
  empty: Record<string, unknown>;
  /** Add stays disabled while one of these is blank. */
  required: readonly string[];
  /** The spec's words while a required property is blank. */
  needRequired: string;
} & (ItemMaking<Item> | { complete: (draft: unknown) => Item });

/**
 * The form of a new item of a list, over the item schema like the rows. Once typing pauses the
 * validation core checks the item the draft would add (its id, its defaults), and Add stays disabled
 * while a required property is blank or the core finds a problem. Add checks once more, adds the item
 * and starts a fresh form; with problems it shows them all and adds nothing.
 */
export function AddItemForm<Item extends ListItem>({
  place,
  newItem,
  idPrefix,
  words,
  labelShown = false,
  onAdded,
  add: addItem,
  columns,
  extraFields,
  variant = 'contained',
}: {
  place: ListItemFormPlace<Item>;
  newItem: NewItem<Item>;
  /** Keeps the ids of the form's inputs apart from those of the other forms on the screen. */
  idPrefix: string;
  /** `form` names the form, `add` its button. */
  words: { form: string; add: string };
  /** `words.form` as a visible heading, which then names the form. */
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
  const { checks, store: documents } = useAdminModel();
  const commit = usePausedCommit();
  const problemWords = useProblemWords();
  const check = useCallback(
    (form: FormStore) => {
      const draft = form.getValue();
      const item =
        'complete' in newItem
          ? newItem.complete(draft)
          : editor.built(draft as Record<string, unknown>, newItem);
      const problems = listItemProblems(checks, place, documents.peek(place.documentId), item);
      form.setProblems(problems);
      return { item, problems };
    },
    [checks, documents, place, newItem, editor],
  );
  const [store, setStore] = useState(() => new FormStore(newItem.empty, idPrefix));
  const [problems, setProblems] = useState<readonly FieldProblem[]>(() => check(store).problems);

  useEffect(
    () => store.subscribeToValue(() => commit.schedule(() => setProblems(check(store).problems))),
    [store, commit, check],
  );

  const draft = store.getValue() as Record<string, unknown>;
  const unfilled = newItem.required.some((name) => blankText(draft[name]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unfilled) return;
    commit.cancel();
    const checked = check(store);
    setProblems(checked.problems);
    if (checked.problems.length > 0) return store.revealAll();
    if (addItem) addItem(checked.item);
    else editor.add(checked.item);
    onAdded?.(checked.item);
    const next = new FormStore(newItem.empty, idPrefix);
    setStore(next);
    setProblems(check(next).problems);
  };
  const reason = unfilled ? newItem.needRequired : problems[0] ? problemWords(problems[0]) : '';
  const reasonId = `${idPrefix}-reason`;
  const headingId = `${idPrefix}-heading`;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={labelShown ? undefined : words.form}
      aria-labelledby={labelShown ? headingId : undefined}
      sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {labelShown && (
        <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {words.form}
        </Typography>
      )}
      <Box sx={fieldsLayout(newItem.fields, columns)}>
        <PropertyFields
          form={{ store, onFieldBlur: commit.flush }}
          node={place.itemSchema}
          fields={newItem.fields}
        />
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
          {words.add}
        </Button>
        <Typography id={reasonId} sx={{ color: 'text.secondary' }}>
          {reason}
        </Typography>
      </Box>
    </Box>
  );
}
