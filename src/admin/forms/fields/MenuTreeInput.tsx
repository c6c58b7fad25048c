import { memo, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { DragEndEvent } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MenuItem } from '../../../content/types.generated';
import { useAdminText } from '../../text';
import { useProblemWords } from '../../text/problems';
import { useForm, useShownProblem, type FieldProps } from '../form-context';
import { childPointer, moved, type FieldProblem } from '../form-store';
import type { SchemaNode } from '../schema-set';
import { PropertyInputs } from '../SchemaForm';
import { DeleteButton, DragHandle, MoveButtons } from '../../shared/ItemButtons';
import { SortableArea, SortableRows, useSortableRow } from '../../shared/SortableArea';
import { menuEntryFields, menuItemName, menuPlaces } from '../../menu/menu-edits';

/** Shared by every row of the tree. */
interface TreeState {
  expanded: ReadonlySet<string>;
  editing: string | null;
  toggleExpanded: (id: string) => void;
  toggleEditing: (id: string) => void;
  /** Puts `entries` in the list at `listPointer`, saying which entry (`entryPointer`) the change is about. */
  change: (listPointer: string, entries: MenuItem[] | undefined, entryPointer: string) => void;
  item: SchemaNode;
}

/**
 * The main menu as a tree (`"x-widget": "menu-tree"`): each entry with its link and its dropdown,
 * reordered among its neighbours by dragging its handle (mouse, touch, or Space and the arrow keys)
 * or with the move buttons, deleted with its dropdown; one entry at a time opens its own inputs (its
 * text in both languages, its link). Every change goes through the form store, naming the entry it is
 * about, so the screen can label it in the history.
 */
export default function MenuTreeInput({ pointer, label, item }: FieldProps & { item: SchemaNode }) {
  const t = useAdminText();
  const { store, onFieldBlur } = useForm();
  const entries = useSyncExternalStore(store.subscribe, () => store.get(pointer)) as MenuItem[] | undefined;
  // Which entries are open, and which is edited, is the screen's own state, never an edit.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  useDropdownsOpenOnNewEntries(entries ?? [], setExpanded);

  const state = useMemo<TreeState>(
    () => ({
      expanded,
      editing,
      item,
      toggleExpanded: (id) =>
        setExpanded((open) => {
          const next = new Set(open);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      toggleEditing: (id) => setEditing((current) => (current === id ? null : id)),
      change: (listPointer, next, entryPointer) => {
        store.set(listPointer, next, entryPointer);
        onFieldBlur(listPointer);
      },
    }),
    [expanded, editing, item, store, onFieldBlur],
  );

  const all = useMemo(() => menuPlaces(entries ?? [], pointer), [entries, pointer]);
  const placeOf = (id: unknown) => all.get(String(id));
  const nameOf = (id: unknown) => {
    const place = placeOf(id);
    return place ? menuItemName(place.entry, t.language) : String(id);
  };
  // An entry moves among its neighbours only: dropped on an entry of another list, it stays.
  const dropped = ({ active, over }: DragEndEvent) => {
    const from = placeOf(active.id);
    const to = over && placeOf(over.id);
    if (!from || !to || from === to || from.listPointer !== to.listPointer) return;
    state.change(from.listPointer, moved(from.siblings, from.index, to.index), from.pointer);
  };

  if (!entries || entries.length === 0) return <Typography>{t('menu.empty')}</Typography>;
  return (
    <SortableArea
      nameOf={nameOf}
      positionOf={(id) => (placeOf(id)?.index ?? 0) + 1}
      instructions={t('menu.dndInstructions')}
      onDrop={dropped}
    >
      <EntryList label={label} entries={entries} listPointer={pointer} nested={false} state={state} />
    </SortableArea>
  );
}

/** What a list of entries (the top level, or a dropdown) passes on to each of its rows. */
interface Level {
  listPointer: string;
  nested: boolean;
  state: TreeState;
}

function EntryList({ label, entries, ...level }: Level & { label: string; entries: MenuItem[] }) {
  // The same ids while only texts change, so the sortable rows are not all told of a new order.
  const order = entries.map((entry) => entry.id).join('\n');
  const ids = useMemo(() => order.split('\n'), [order]);
  return (
    <SortableRows id={level.listPointer} items={ids}>
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, p: 0, pl: level.nested ? { xs: 1.5, sm: 5 } : 0 }}
      >
        {entries.map((entry, index) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            index={index}
            last={index === entries.length - 1}
            {...level}
          />
        ))}
      </Box>
    </SortableRows>
  );
}

/**
 * One entry: its row of buttons, its inputs when it is edited, its dropdown when it is open. It reads
 * its neighbours only when a button is pressed, so typing in one entry re-renders that row alone.
 */
const EntryRow = memo(function EntryRow({
  entry,
  index,
  last,
  listPointer,
  nested,
  state,
}: Level & { entry: MenuItem; index: number; last: boolean }) {
  const t = useAdminText();
  const { store } = useForm();
  const { sortable, setRowNode, rowStyle } = useSortableRow(entry.id);
  const name = menuItemName(entry, t.language);
  const pointer = childPointer(listPointer, index);
  const children = entry.children ?? [];
  const open = state.expanded.has(entry.id);
  const editing = state.editing === entry.id;
  // A change that stopped at a problem of a closed entry (a move made its old bad link new) says so at its row.
  const words = useProblemWords();
  const shown = useSyncExternalStore(store.subscribe, () =>
    editing || !store.everyProblemShown() ? undefined : ownProblem(store.allProblems(), pointer),
  );
  const problem = shown && words(shown);
  const siblings = () => (store.get(listPointer) as MenuItem[] | undefined) ?? [];
  const remove = () => {
    const rest = siblings().filter((_, at) => at !== index);
    // A dropdown left empty goes too: the schema wants at least one entry in it.
    state.change(listPointer, rest.length === 0 && nested ? undefined : rest, pointer);
  };
  return (
    <Box component="li" ref={setRowNode} sx={{ ...rowStyle, bgcolor: 'background.paper' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        <DragHandle sortable={sortable} label={t('menu.dragNamed', { name })} />
        {children.length > 0 ? (
          <IconButton
            aria-expanded={open}
            aria-label={t(open ? 'menu.collapseNamed' : 'menu.expandNamed', { name })}
            onClick={() => state.toggleExpanded(entry.id)}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        ) : (
          // Keeps the top level's names in one column beside the entries that open a dropdown.
          !nested && <Box sx={{ width: 40 }} />
        )}
        <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: nested ? 400 : 700 }}>
            {name}
          </Typography>{' '}
          <Typography component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {entry.url ?? ''}
          </Typography>
          {children.length > 0 && (
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              · {t('menu.childCount', { count: children.length })}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexShrink: 0, ml: 'auto' }}>
          <IconButton
            aria-label={t('menu.editNamed', { name })}
            aria-expanded={editing}
            onClick={() => state.toggleEditing(entry.id)}
          >
            <EditIcon />
          </IconButton>
          <MoveButtons
            labels={[t('menu.moveUpNamed', { name }), t('menu.moveDownNamed', { name })]}
            first={index === 0}
            last={last}
            onMove={(step) => state.change(listPointer, moved(siblings(), index, index + step), pointer)}
          />
          <DeleteButton label={t('menu.deleteNamed', { name })} onClick={remove} />
        </Box>
      </Box>
      {problem && (
        <FormHelperText error sx={{ mx: 1 }}>
          {problem}
        </FormHelperText>
      )}
      {editing && <EntryInputs pointer={pointer} name={name} item={state.item} />}
      {open && children.length > 0 && (
        <EntryList
          label={t('menu.childrenOf', { name })}
          entries={children}
          listPointer={childPointer(pointer, 'children')}
          nested
          state={state}
        />
      )}
    </Box>
  );
});

/** The add form's inputs, then a problem of the whole entry (it leads nowhere). */
function EntryInputs({ pointer, name, item }: { pointer: string; name: string; item: SchemaNode }) {
  const t = useAdminText();
  const { store } = useForm();
  const problem = useShownProblem(store, pointer);
  const fields = useMemo(() => menuEntryFields(t), [t]);
  return (
    <Box
      role="group"
      aria-label={t('menu.entryNamed', { name })}
      id={store.fieldId(pointer)}
      tabIndex={-1}
      sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
    >
      <PropertyInputs node={item} pointer={pointer} fields={fields} />
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Box>
  );
}

/** The first problem of an entry itself or of its own inputs (not of its dropdown's entries). */
function ownProblem(problems: readonly FieldProblem[], pointer: string): FieldProblem | undefined {
  const dropdown = childPointer(pointer, 'children');
  return problems.find(
    (problem) =>
      problem.pointer === pointer ||
      (problem.pointer.startsWith(`${pointer}/`) && !problem.pointer.startsWith(`${dropdown}/`)),
  );
}

/** An entry added under another (here or by the add form) shows at once: its parent's dropdown opens. */
function useDropdownsOpenOnNewEntries(
  entries: MenuItem[],
  setExpanded: (update: (open: ReadonlySet<string>) => ReadonlySet<string>) => void,
) {
  const known = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const places = menuPlaces(entries);
    const before = known.current;
    known.current = new Set(places.keys());
    if (!before) return;
    const parents = [...places.values()]
      .filter(({ entry }) => entry.children?.some((child) => !before.has(child.id)))
      .map(({ entry }) => entry.id);
    if (parents.length > 0) setExpanded((open) => new Set([...open, ...parents]));
  }, [entries, setExpanded]);
}
