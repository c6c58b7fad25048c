/**
 * The link rows of the footer's sections and the sidebars' sections, and what both screens build
 * their lists from: a row (ItemRow) is a form over the item schema, applied as typing pauses with the
 * validation core's problems at the field, every localized text in English and Kiswahili; an add form
 * (AddItemForm) is a form over the same schema whose Add stays disabled until the core finds nothing
 * wrong with the item it would add.
 */
import { useCallback, useMemo, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { localize } from '../../content/localize';
import type { LinkItem } from '../../content/types.generated';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { blankText, trimmedText } from '../forms/localized-value';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { useListItemForm } from '../forms/useListItemForm';
import { useNewItemForm } from '../forms/useNewItemForm';
import { useAdminText } from '../text';
import type { ListItem } from './list-edits';
import { useListEditor } from './useListEditor';

/** Whose words the rows use: the footer and the sidebars each name their links in their own keys. */
export type LinkRowsScreen = 'footer' | 'sidebars';

/**
 * The inputs side by side from a middle width up (a text beside its address), one above the other on
 * a phone; `columns` gives their widths, by default a text twice as wide as the one input after it.
 */
function fieldsLayout(columns = 'minmax(0, 2fr) minmax(0, 1fr)') {
  return {
    display: 'grid',
    gap: 1.5,
    alignItems: 'start',
    minWidth: 0,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns },
  } as const;
}

/** The widths of a row or form with one input, or one localized text: the whole width. */
export const ONE_COLUMN = 'minmax(0, 1fr)';

/** A line between the rows of a list, which on a phone are each several inputs high. */
const ROWS_LIST = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 1.5 },
} as const;

/** A section's links, each edited in place, then the form that adds one. */
export function LinkRows({
  screen,
  place,
  sectionId,
  links,
  sectionName,
}: {
  screen: LinkRowsScreen;
  place: ListItemFormPlace<LinkItem>;
  /** The section's id, which keeps the ids of its add form's inputs apart from the other sections'. */
  sectionId: string;
  links: readonly LinkItem[];
  sectionName: string;
}) {
  const t = useAdminText();
  const editor = useListEditor(place);
  const fields = useMemo<PropertyField[]>(
    () => [
      { name: 'text', label: t(`${screen}.linkText`) },
      { name: 'url', label: t(`${screen}.linkUrl`) },
    ],
    [t, screen],
  );
  const newFields = useMemo<PropertyField[]>(
    () => [
      { name: 'text', label: t(`${screen}.newLinkText`) },
      { name: 'url', label: t(`${screen}.newLinkUrl`) },
    ],
    [t, screen],
  );
  const complete = useCallback(
    (value: unknown): LinkItem => {
      const draft = value as Omit<LinkItem, 'id'>;
      const text = trimmedText(draft.text);
      return { id: editor.newId('link', localize(text, 'en')), text, url: draft.url.trim() };
    },
    [editor],
  );
  return (
    <>
      <Box component="ul" aria-label={t(`${screen}.linksOf`, { name: sectionName })} sx={ROWS_LIST}>
        {links.map((link) => (
          <ItemRow
            key={link.id}
            place={place}
            item={link}
            fields={fields}
            deleteLabel={t(`${screen}.deleteLinkNamed`, { name: localize(link.text, t.language) })}
          />
        ))}
      </Box>
      <AddItemForm
        place={place}
        fields={newFields}
        empty={NEW_LINK}
        complete={complete}
        idPrefix={`add-link-${sectionId}-field`}
        needed={['text', 'url']}
        neededMessage={t(`${screen}.needTextAndUrl`)}
        formLabel={t(`${screen}.addLinkTo`, { name: sectionName })}
        addLabel={t(`${screen}.addLink`)}
        variant="outlined"
      />
    </>
  );
}

const NEW_LINK = { text: '', url: '' };

/**
 * One item of a list as a row: the inputs of the properties given, applied as typing pauses, then
 * the row's own buttons (`actions`) and Delete, where it has a label; `children` (a section's links) below them. A `card`
 * is framed, for an item that holds a list of its own.
 */
export function ItemRow<Item extends ListItem>({
  place,
  item,
  fields,
  label,
  actions,
  deleteLabel,
  card = false,
  dimmed = false,
  columns,
  heading,
  children,
}: {
  place: ListItemFormPlace<Item>;
  item: Item;
  fields: readonly PropertyField[];
  /** The widths of the inputs side by side (fieldsLayout). */
  columns?: string;
  /** What names an item that has no inputs of its own. */
  heading?: ReactNode;
  /** The row's accessible name, when the list names its rows. */
  label?: string;
  actions?: ReactNode;
  /** The Delete button's label; without it the item cannot be deleted. */
  deleteLabel?: string;
  card?: boolean;
  /** Drawn paler: an item the site does not show. */
  dimmed?: boolean;
  children?: ReactNode;
}) {
  const form = useListItemForm(place, item);
  const editor = useListEditor(place);
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        // A card's buttons go above its inputs on a phone, leaving the inputs the whole width.
        gridTemplateColumns: card
          ? { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' }
          : 'minmax(0, 1fr) auto',
        ...(card ? { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 } : {}),
        opacity: dimmed ? 0.7 : 1,
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        {heading}
        {fields.length > 0 && (
          <Box sx={fieldsLayout(columns)}>
            <PropertyFields
              store={form.store}
              node={place.itemSchema}
              fields={fields}
              onFieldBlur={form.onFieldBlur}
            />
          </Box>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          order: card ? { xs: -1, sm: 0 } : 0,
        }}
      >
        {actions}
        {deleteLabel && (
          <IconButton aria-label={deleteLabel} onClick={() => editor.remove(item.id)}>
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
      {children && <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>{children}</Box>}
    </Box>
  );
}

/**
 * The form of a new item of a list, over the item schema like its rows. Add stays disabled while a
 * `needed` property is still blank or the validation core finds a problem in the item `complete`
 * makes of the draft; the reason beside it is the spec's words while a needed property is blank, else
 * the core's first problem. A valid item is added (one history entry, by `add` where the list alone
 * does not say where it goes) and the form starts afresh.
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
  /** The form's name shown as its heading, above the inputs. */
  labelShown?: boolean;
  /** Told of each item added. */
  onAdded?: (item: Item) => void;
  /** Adds the item where it goes, instead of at the end of the list. */
  add?: (item: Item) => void;
  /** The widths of the inputs side by side (fieldsLayout). */
  columns?: string;
  /** Inputs of the form that are not the item's (where it goes), after the item's. */
  extraFields?: ReactNode;
  variant?: 'contained' | 'outlined';
}) {
  const editor = useListEditor(place);
  const { store, problems, add, reset, onFieldBlur } = useNewItemForm(place, empty, complete, idPrefix);
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
  const reason = unfilled ? neededMessage : (problems[0]?.message ?? '');
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
      <Box sx={fieldsLayout(columns)}>
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
