/**
 * The admin's lists (news, slides, links, footer, sidebars) as their screens describe them: each item a
 * row of inputs over the item schema, applied as typing pauses, and a form that adds one (AddItemForm).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { useListItemForm } from '../forms/useAppliedForm';
import { AddItemForm, type NewItem } from './AddItemForm';
import { fieldsLayout } from './item-layout';
import type { ListItem } from './list-edits';
import { DeleteButton, MoveButtons } from './ItemButtons';
import { useListEditor } from './useListEditor';

const CARDS_LIST = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 } as const;

/** A line between rows, which on a phone are each several inputs high. */
const ROWS_LIST = {
  ...CARDS_LIST,
  gap: 1.5,
  '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 1.5 },
} as const;

/** A list as a screen describes it; `rowFields` is per item where the labels name the item. */
export interface ListDescription<Item extends ListItem> {
  place: ListItemFormPlace<Item>;
  rowFields: readonly PropertyField[] | ((item: Item) => readonly PropertyField[]);
  columns?: string;
  newItem: NewItem<Item>;
}

/**
 * What one row has of its own: a place and inputs where a list's items differ in kind (the sidebars'
 * widgets), buttons before the shared ones, a `heading` for an item without inputs, `dimmed` for an
 * item the site does not show, and what it holds below.
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
  /** The form that adds an item, above the rows or `below` them. */
  add?: Pick<Parameters<typeof AddItemForm<Item>>[0], 'idPrefix' | 'words' | 'variant'> & { below?: boolean };
}

/** A list's items as rows; Move up and down where `move` labels them, Delete where `remove` does. */
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
  const { place, newItem: making, columns } = description as ListDescription<Item>;
  const newItem = <AddItemForm place={place} newItem={making} columns={columns} {...form} />;
  return (
    <>
      {!below && newItem}
      {rows}
      {below && newItem}
    </>
  );
}

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
            <PropertyFields form={form} node={place.itemSchema} fields={fields} />
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
