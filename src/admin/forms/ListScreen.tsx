import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ListEditor, ListItem } from '../shared/list-edits';
import { AddItemForm, ItemRow } from '../shared/LinkRows';
import { useListEditor } from '../shared/useListEditor';
import type { ListItemFormPlace } from './list-item-form';
import type { PropertyField } from './SchemaForm';
import { SaveBar } from '../shared/SaveBar';
import { CardList } from '../shared/CardList';
import { MoveButtons } from '../shared/ReorderButtons';

/** A screen's words for its list, from the dictionaries; the empty message is the spec's. */
export interface ListWords {
  /** The list's accessible name. */
  list: string;
  empty: string;
  /** A row's accessible name, by its place in the list shown. */
  item: (number: number) => string;
  /** The switch that shows or hides the named item on the site. */
  show: (name: string) => string;
  /** Words beside the switch, where the screen has them ("Active"). */
  state?: (active: boolean) => string;
  /** The move buttons' labels (up, down), where the order of the list matters to the site. */
  move?: (name: string) => readonly [up: string, down: string];
  remove: (name: string) => string;
}

/** The add form: its heading and button, and the spec's words while a text it needs is empty. */
export interface AddWords {
  heading: string;
  add: string;
  needRequired: string;
  /** A notice once an item is added, where the screen gives one. */
  added?: (name: string) => string;
}

/** The counter of items shown on the site, and the spec's Save Changes, which confirms: every edit is already applied. */
export interface SaveWords {
  count: (active: number, total: number) => string;
  save: string;
  saved: (active: number) => string;
}

/** What the add form edits and the item it adds. */
export interface NewItem<Item extends ListItem> {
  fields: readonly PropertyField[];
  empty: unknown;
  /** The properties whose text must be given before the validation core's own words are shown. */
  required: readonly string[];
  /** The item the draft would add: trimmed, with an id unused in the list, active (spec §2.14). */
  complete: (editor: ListEditor<Item>, draft: unknown) => Item;
}

/** Items without an "active" flag show, as the site treats them. */
export const isShown = (item: ListItem) => item.active !== false;

/**
 * A screen over one list of a document (the news ticker, the slides, the link catalogue): the form of
 * a new item above, then the list, each item a card of its schema's inputs edited in place, with its
 * switch, its move buttons where the order matters, and its delete button. `items` are the items
 * shown (a filter may hide some); above the list, the counter with Save Changes where the screen has
 * them, or the screen's `toolbar` (tabs); `children` below.
 */
export function ListScreen<Item extends ListItem>({
  heading,
  place,
  items,
  rowFields,
  columns,
  newItem,
  words,
  addWords,
  saveWords,
  toolbar,
  panel,
  rowActions,
  children,
}: {
  heading: string;
  place: ListItemFormPlace<Item>;
  items: readonly Item[];
  rowFields: readonly PropertyField[];
  /** The md-and-up grid columns of the inputs, in a row and in the add form. */
  columns: string;
  newItem: NewItem<Item>;
  words: ListWords;
  addWords: AddWords;
  saveWords?: SaveWords;
  toolbar?: ReactNode;
  /** The attributes of the box around the list, when it is a tab's panel. */
  panel?: { role: 'tabpanel'; id: string; 'aria-labelledby': string };
  /** A row's own buttons beside the shared ones (a preview). */
  rowActions?: (item: Item) => ReactNode;
  children?: ReactNode;
}) {
  const editor = useListEditor(place);
  const [saved, setSaved] = useState<string | null>(null);
  const active = items.filter(isShown).length;
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <NewItemForm
        place={place}
        newItem={newItem}
        columns={columns}
        words={addWords}
        onAdded={() => setSaved(null)}
      />
      <Paper sx={{ mt: 3 }}>
        {saveWords && (
          <Box sx={{ px: { xs: 1, sm: 2 }, pt: 2 }}>
            <SaveBar
              lead={<Typography role="status">{saveWords.count(active, items.length)}</Typography>}
              saveLabel={saveWords.save}
              saved={saved}
              onSave={() => setSaved(saveWords.saved(active))}
              onDismiss={() => setSaved(null)}
            />
          </Box>
        )}
        {toolbar}
        <Box {...panel} sx={{ p: { xs: 1, sm: 2 } }}>
          {items.length === 0 ? (
            <Typography sx={{ py: 2 }}>{words.empty}</Typography>
          ) : (
            <CardList label={words.list}>
              {items.map((item, position) => (
                <ListRow
                  key={item.id}
                  place={place}
                  editor={editor}
                  item={item}
                  number={position + 1}
                  last={position === items.length - 1}
                  fields={rowFields}
                  columns={columns}
                  words={words}
                  actions={rowActions?.(item)}
                />
              ))}
            </CardList>
          )}
        </Box>
      </Paper>
      {children}
    </Box>
  );
}

/** A row of the list: the item's card (ItemRow), with its switch and, where the order matters, its move buttons. */
function ListRow<Item extends ListItem>({
  place,
  editor,
  item,
  number,
  last,
  fields,
  columns,
  words,
  actions,
}: {
  place: ListItemFormPlace<Item>;
  editor: ListEditor<Item>;
  item: Item;
  number: number;
  last: boolean;
  fields: readonly PropertyField[];
  columns: string;
  words: ListWords;
  actions: ReactNode;
}) {
  const name = place.name(item);
  const shown = isShown(item);
  return (
    <ItemRow
      place={place}
      item={item}
      fields={fields}
      columns={columns}
      label={words.item(number)}
      card
      dimmed={!shown}
      deleteLabel={words.remove(name)}
      actions={
        <>
          <Switch
            checked={shown}
            onChange={(event) => editor.setActive(item.id, event.target.checked)}
            slotProps={{ input: { 'aria-label': words.show(name) } }}
          />
          {words.state && (
            <Typography component="span" sx={{ mr: 1 }}>
              {words.state(shown)}
            </Typography>
          )}
          {words.move && (
            <MoveButtons
              labels={words.move(name)}
              first={number === 1}
              last={last}
              onMove={(step) => editor.move(item.id, step)}
            />
          )}
          {actions}
        </>
      }
    />
  );
}

/**
 * The form of a new item (AddItemForm, over the item schema like the rows), in its own frame, with
 * the screen's notice once an item is added where the screen gives one.
 */
function NewItemForm<Item extends ListItem>({
  place,
  newItem,
  columns,
  words,
  onAdded,
}: {
  place: ListItemFormPlace<Item>;
  newItem: NewItem<Item>;
  columns: string;
  words: AddWords;
  onAdded: () => void;
}) {
  const editor = useListEditor(place);
  const [added, setAdded] = useState<string | null>(null);
  const complete = useCallback((draft: unknown) => newItem.complete(editor, draft), [newItem, editor]);
  return (
    <Paper sx={{ p: 2 }}>
      <AddItemForm
        place={place}
        fields={newItem.fields}
        empty={newItem.empty as Record<string, unknown>}
        complete={complete}
        idPrefix={`add-${place.documentId.replace(/[^A-Za-z0-9_-]/g, '_')}-field`}
        needed={newItem.required}
        neededMessage={words.needRequired}
        formLabel={words.heading}
        labelShown
        addLabel={words.add}
        columns={columns}
        onAdded={(item) => {
          setAdded(place.name(item));
          onAdded();
        }}
      />
      {words.added && added !== null && (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setAdded(null)}>
          {words.added(added)}
        </Alert>
      )}
    </Paper>
  );
}
