/**
 * What every list of a document in the admin is built from, as the screen describes it (the news,
 * the slides, the link catalogue, the footer's sections, links and social links, the sidebars): a
 * row (ItemRow) is a form over the item schema, applied as typing pauses with the validation core's
 * problems at the field, every localized text in English and Kiswahili; an add form (AddItemForm) is
 * a form over the same schema whose Add stays disabled until the core finds nothing wrong with the
 * item it would add.
 */
import { useCallback, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { useListItemForm } from '../forms/useListItemForm';
import { AddItemForm } from './AddItemForm';
import { fieldsLayout } from './item-layout';
import type { ItemMaking, ListItem } from './list-edits';
import { DeleteButton, MoveButtons } from './ItemButtons';
import { useListEditor } from './useListEditor';

/** A column of cards, each framed (ItemRow's `card`). */
const CARDS_LIST = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 } as const;

/** A line between the rows of a list, which on a phone are each several inputs high. */
const ROWS_LIST = {
  ...CARDS_LIST,
  gap: 1.5,
  '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 1.5 },
} as const;

/** What the form of a new item edits, and how the item is made from it (ListEditor.built). */
interface NewItem<Item extends ListItem> extends ItemMaking<Item> {
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
 * without inputs (`heading`), set apart (an item the site does not show), what it holds below.
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
        // Set apart by a tint and a dashed frame, not by paler text, which would fall below AA contrast.
        ...(parts.dimmed ? { bgcolor: 'action.hover', borderStyle: 'dashed' } : {}),
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
        {deleteLabel && <DeleteButton label={deleteLabel} onClick={() => editor.remove(item.id)} />}
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
