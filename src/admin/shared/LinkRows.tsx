/**
 * What every list of a document in the admin is built from, as the screen describes it (the news,
 * the slides, the link catalogue, the footer's sections, links and social links, the sidebars): a
 * row (ItemRow) is a form over the item schema, applied as typing pauses with the validation core's
 * problems at the field, every localized text in English and Kiswahili; an add form (AddItemForm) is
 * a form over the same schema whose Add stays disabled until the core finds nothing wrong with the
 * item it would add.
 */
import { useCallback, useMemo, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { blankText } from '../forms/localized-value';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { useListItemForm } from '../forms/useListItemForm';
import { useNewItemForm } from '../forms/useNewItemForm';
import type { LinkItem } from '../../content/types.generated';
import { useAdminText, type AdminText, type AdminTextKey } from '../text';
import type { ItemMaking, ListItem } from './list-edits';
import { MoveButtons } from './ReorderButtons';
import { useListEditor } from './useListEditor';

/**
 * The inputs side by side from a middle width up (a text beside its address), one above the other on
 * a phone; `columns` gives their widths, by default a text twice as wide as the one input after it.
 * One input (or one localized text, its two languages side by side) takes the whole width.
 */
function fieldsLayout(fields: readonly unknown[], columns = 'minmax(0, 2fr) minmax(0, 1fr)') {
  return {
    display: 'grid',
    gap: 1.5,
    alignItems: 'start',
    minWidth: 0,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: fields.length === 1 ? ONE_COLUMN : columns },
  } as const;
}

/** The widths of a row or form whose inputs stand one above the other: the whole width. */
export const ONE_COLUMN = 'minmax(0, 1fr)';

/** A column of cards, each framed (ItemRow's `card`). */
const CARDS_LIST = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 } as const;

/** A line between the rows of a list, which on a phone are each several inputs high. */
const ROWS_LIST = {
  ...CARDS_LIST,
  gap: 1.5,
  '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 1.5 },
} as const;

/** What the form of a new item edits, and how the item is made from it (ListEditor.built). */
export interface NewItem<Item extends ListItem> extends ItemMaking<Item> {
  fields: readonly PropertyField[];
  empty: Record<string, unknown>;
  /** The spec's words while a required property is blank. */
  needRequired: string;
}

/**
 * A list as a screen describes it: where it is, the inputs of a row (per item where their labels
 * name it), their widths side by side (fieldsLayout), and the form of a new item.
 */
export interface ListDescription<Item extends ListItem> {
  place: ListItemFormPlace<Item>;
  rowFields: readonly PropertyField[] | ((item: Item) => readonly PropertyField[]);
  columns?: string;
  newItem: NewItem<Item>;
}

/**
 * What a row has of its own: its place and inputs where the items of one list differ in kind (the
 * sidebars' widgets), its accessible name, its buttons before the shared ones, what names an item
 * without inputs (`heading`), drawn paler (an item the site does not show), what it holds below.
 */
interface RowParts<Item extends ListItem> {
  place?: ListItemFormPlace<Item>;
  fields?: readonly PropertyField[];
  label?: string;
  actions?: ReactNode;
  heading?: ReactNode;
  dimmed?: boolean;
  children?: ReactNode;
}

interface ItemRowsProps<Item extends ListItem> {
  description: Pick<ListDescription<Item>, 'place' | 'rowFields' | 'columns'>;
  items: readonly Item[];
  label: string;
  /** Each item framed, for items that hold a list of their own or many inputs; else lines between rows. */
  cards?: boolean;
  ordered?: boolean;
  empty?: string;
  /** The Delete button's label for a named item; without one the item cannot be deleted. */
  remove?: (name: string, item: Item) => string | undefined;
  move?: (name: string) => readonly [up: string, down: string];
  row?: (item: Item, position: number) => RowParts<Item>;
  /** The form that adds an item (NewItemForm), above the rows or `below` them. */
  add?: Omit<Parameters<typeof NewItemForm<Item>>[0], 'description'> & { below?: boolean };
}

/**
 * The items of a list, each a row of its schema's inputs applied as typing pauses: cards, or rows
 * between lines; the `empty` words when there is none; Move up and Move down where the order is
 * edited here (`move`, their labels for a named item; disabled at the ends); Delete where `remove`
 * labels it.
 */
export function ItemRows<Item extends ListItem>(props: ItemRowsProps<Item>) {
  const { description, items, label, cards, ordered, empty, add } = props;
  const rows =
    items.length === 0 && empty ? (
      <Typography sx={{ py: 2 }}>{empty}</Typography>
    ) : (
      <Box component={ordered ? 'ol' : 'ul'} aria-label={label} sx={cards ? CARDS_LIST : ROWS_LIST}>
        {items.map((item, position) => (
          <ItemRow key={item.id} item={item} position={position} list={props} />
        ))}
      </Box>
    );
  if (!add) return rows;
  const { below, ...form } = add;
  const newItem = <NewItemForm description={description as ListDescription<Item>} {...form} />;
  return (
    <>
      {!below && newItem}
      {rows}
      {below && newItem}
    </>
  );
}

/** One item of ItemRows: its inputs, then its own buttons, the move buttons and Delete; below, what it holds. */
function ItemRow<Item extends ListItem>({
  item,
  position,
  list: { description, items, cards = false, remove, move, row },
}: {
  item: Item;
  position: number;
  list: ItemRowsProps<Item>;
}) {
  const { rowFields, columns } = description;
  const parts = row?.(item, position) ?? {};
  const { place = description.place, heading, children } = parts;
  const fields = parts.fields ?? (typeof rowFields === 'function' ? rowFields(item) : rowFields);
  const form = useListItemForm(place, item);
  const editor = useListEditor(place);
  const name = place.name(item);
  const deleteLabel = remove?.(name, item);
  return (
    <Box
      component="li"
      aria-label={parts.label}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        // A card's buttons go above its inputs on a phone, leaving the inputs the whole width.
        gridTemplateColumns: cards
          ? { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' }
          : 'minmax(0, 1fr) auto',
        ...(cards ? { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 } : {}),
        opacity: parts.dimmed ? 0.7 : 1,
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        {heading}
        {fields.length > 0 && (
          <Box sx={fieldsLayout(fields, columns)}>
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
          order: cards ? { xs: -1, sm: 0 } : 0,
        }}
      >
        {parts.actions}
        {move && (
          <MoveButtons
            labels={move(name)}
            first={position === 0}
            last={position === items.length - 1}
            onMove={(step) => editor.move(item.id, step)}
          />
        )}
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
 * The form of a new item of a described list (AddItemForm), the item made by the one builder
 * (ListEditor.built); `idPrefix` keeps its inputs' ids apart from the other forms' on the screen.
 */
export function NewItemForm<Item extends ListItem>({
  description: { place, columns, newItem },
  idPrefix,
  words: { form, add },
  ...options
}: {
  description: ListDescription<Item>;
  idPrefix: string;
  words: { form: string; add: string };
} & Pick<Parameters<typeof AddItemForm<Item>>[0], 'labelShown' | 'onAdded' | 'variant'>) {
  const editor = useListEditor(place);
  const complete = useCallback(
    (draft: unknown) => editor.built(draft as Record<string, unknown>, newItem),
    [editor, newItem],
  );
  return (
    <AddItemForm
      place={place}
      fields={newItem.fields}
      empty={newItem.empty}
      complete={complete}
      idPrefix={idPrefix}
      needed={newItem.required}
      neededMessage={newItem.needRequired}
      formLabel={form}
      addLabel={add}
      columns={columns}
      {...options}
    />
  );
}

/** The links of a footer or a sidebar section, each screen naming them in its own words. */
function describeLinks(
  screen: 'footer' | 'sidebars',
  place: ListItemFormPlace<LinkItem>,
  t: AdminText,
): ListDescription<LinkItem> {
  const fields = (text: AdminTextKey, url: AdminTextKey) => [
    { name: 'text', label: t(text) },
    { name: 'url', label: t(url) },
  ];
  return {
    place,
    rowFields: fields(`${screen}.linkText`, `${screen}.linkUrl`),
    newItem: {
      fields: fields(`${screen}.newLinkText`, `${screen}.newLinkUrl`),
      empty: { text: '', url: '' },
      required: ['text', 'url'],
      needRequired: t(`${screen}.needTextAndUrl`),
      id: ['link', 'text'],
    },
  };
}

/**
 * A section's links (a footer column, a sidebar section), each edited in place, then the form that
 * adds one (text and URL needed); `placeOf` gives where the links of the section at this position are.
 */
export function LinkRows({
  screen,
  section,
  position,
  sectionName,
  placeOf,
}: {
  screen: 'footer' | 'sidebars';
  section: { id: string; links: readonly LinkItem[] };
  position: number;
  sectionName: string;
  placeOf: (id: string, position: number, t: AdminText) => ListItemFormPlace<LinkItem>;
}) {
  const t = useAdminText();
  const description = useMemo(
    () => describeLinks(screen, placeOf(section.id, position, t), t),
    [screen, placeOf, section.id, position, t],
  );
  return (
    <ItemRows
      description={description}
      items={section.links}
      label={t(`${screen}.linksOf`, { name: sectionName })}
      remove={(name) => t(`${screen}.deleteLinkNamed`, { name })}
      add={{
        // The section's id keeps the ids of its inputs apart from the other sections' forms.
        idPrefix: `add-link-${section.id}-field`,
        words: { form: t(`${screen}.addLinkTo`, { name: sectionName }), add: t(`${screen}.addLink`) },
        variant: 'outlined',
        below: true,
      }}
    />
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
