import { useCallback, useMemo, useState, type ReactNode } from 'react';
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
import { useStoredDocument } from '../model/AdminModel';
import { useAdminText, type AdminText } from '../text';

/** The screens built on ListScreen; each keeps its words in the dictionaries under its own name. */
export type ListScreenName = 'news' | 'slides' | 'links';

/**
 * A screen's words, from the dictionaries under its name; the empty message is the spec's. Each has
 * what its part of the spec gives it: words beside the switch ("Active") on the news and the links,
 * move buttons on the slides (the slider's order is theirs), the counter with Save Changes on the news
 * and the slides, a notice once a link is added.
 */
function listWords(t: AdminText, screen: ListScreenName) {
  // The links name an item by its title, the others by its name.
  const named = (name: string) => ({ name, title: name });
  return {
    heading: t(`screen.${screen}`),
    list: t(`${screen}.list`),
    empty: t(`${screen}.empty`),
    item: (number: number) => t(`${screen}.item`, { number }),
    show: (name: string) => t(`${screen}.activeNamed`, named(name)),
    remove: (name: string) => t(`${screen}.deleteNamed`, named(name)),
    state:
      screen === 'slides' ? undefined : (active: boolean) => t(`${screen}.${active ? 'active' : 'inactive'}`),
    move:
      screen === 'slides'
        ? (name: string) => [t('slides.moveUpNamed', { name }), t('slides.moveDownNamed', { name })] as const
        : undefined,
    add: { heading: t(`${screen}.addHeading`), add: t(`${screen}.add`) },
    added: screen === 'links' ? (title: string) => t('links.addedNotice', { title }) : undefined,
    save:
      screen === 'links'
        ? undefined
        : {
            count: (active: number, total: number) => t(`${screen}.count`, { active, total }),
            save: t(`${screen}.save`),
            saved: (active: number) => t(`${screen}.saved`, { active }),
          },
  };
}

type ListWords = ReturnType<typeof listWords>;

/** What the add form edits and the item it adds. */
export interface NewItem<Item extends ListItem> {
  fields: readonly PropertyField[];
  empty: unknown;
  /** The properties whose text must be given before the validation core's own words are shown. */
  required: readonly string[];
  /** The spec's words while one of them is empty. */
  needRequired: string;
  /** The item the draft would add: trimmed, with an id unused in the list, active (spec §2.14). */
  complete: (editor: ListEditor<Item>, draft: unknown) => Item;
}

/** Items without an "active" flag show, as the site treats them. */
export const isShown = (item: ListItem) => item.active !== false;

/** What a screen tells ListScreen of its list: where it is, the inputs of a row and of the add form. */
export interface ListDescription<Item extends ListItem> {
  place: ListItemFormPlace<Item>;
  rowFields: readonly PropertyField[];
  /** The md-and-up grid columns of the inputs, in a row and in the add form. */
  columns: string;
  newItem: NewItem<Item>;
}

/**
 * A screen over one list of a document (the news ticker, the slides, the link catalogue), as the
 * screen's description (`describe`) gives it: the form of a new item above, then the list, each item
 * a card of its schema's inputs edited in place, with its switch, its move buttons where the order
 * matters, and its delete button. `filter` hides some items; above the list, the counter with Save
 * Changes where the screen has them, or the screen's `toolbar` (tabs); `children` below.
 */
export function ListScreen<Item extends ListItem>({
  screen,
  describe,
  filter,
  toolbar,
  panel,
  rowActions,
  children,
}: {
  screen: ListScreenName;
  /** Made once per language: keep it outside the screen's component. */
  describe: (t: AdminText) => ListDescription<Item>;
  filter?: (item: Item) => boolean;
  toolbar?: ReactNode;
  /** The attributes of the box around the list, when it is a tab's panel. */
  panel?: { role: 'tabpanel'; id: string; 'aria-labelledby': string };
  /** A row's own buttons beside the shared ones (a preview). */
  rowActions?: (item: Item) => ReactNode;
  children?: ReactNode;
}) {
  const t = useAdminText();
  const words = useMemo(() => listWords(t, screen), [t, screen]);
  const { place, rowFields, columns, newItem } = useMemo(() => describe(t), [describe, t]);
  const document = useStoredDocument<unknown>(place.documentId);
  const all = document === undefined ? [] : place.list(document);
  const items = filter ? all.filter(filter) : all;
  const saveWords = words.save;
  const editor = useListEditor(place);
  const [saved, setSaved] = useState<string | null>(null);
  const active = items.filter(isShown).length;
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {words.heading}
      </Typography>
      <NewItemForm
        place={place}
        newItem={newItem}
        columns={columns}
        words={words}
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
  words: ListWords;
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
        neededMessage={newItem.needRequired}
        formLabel={words.add.heading}
        labelShown
        addLabel={words.add.add}
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
