import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { ScreenPage } from '../layout/ScreenPage';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ListItem } from '../shared/list-edits';
import { AddItemForm } from '../shared/AddItemForm';
import { ItemRows, type ListDescription } from '../shared/ItemRows';
import { useListEditor } from '../shared/useListEditor';
import { SaveBar } from '../shared/SaveBar';
// Only the type: the tabs' code comes with the screen that has tabs.
import type { tabPanelOf } from '../shared/ScreenTabs';
import { useStoredDocument } from '../model/AdminModel';
import { useAdminText, type AdminText } from '../text';
import { idPart } from './form-store';

/** The screens built on ListScreen; each keeps its words in the dictionaries under its own name. */
type ListScreenName = 'news' | 'slides' | 'links';

/** Items without an "active" flag show, as the site treats them. */
const isShown = (item: ListItem) => item.active !== false;

/**
 * A screen over one list of a document (the news ticker, the slides, the link catalogue): the form of
 * a new item, then each item as a card of its schema's inputs edited in place, with its switch, its
 * move buttons where the order matters, and its delete button. Its words are the dictionaries' under
 * its name (the empty message the spec's), and it has what its part of the spec gives it: words
 * beside the switch ("Active") on the news and the links, move buttons on the slides (the slider's
 * order is theirs), the counter with Save Changes on the news and the slides, a notice once a link is
 * added.
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
  /** The screen's tabs (a filter) above the list, and the attributes of the list's box as their panel. */
  toolbar?: ReactNode;
  panel?: ReturnType<typeof tabPanelOf>;
  /** A row's own buttons beside the shared ones (a preview). */
  rowActions?: (item: Item) => ReactNode;
  children?: ReactNode;
}) {
  const t = useAdminText();
  // The links name an item by its title, the others by its name.
  const named = (name: string) => ({ name, title: name });
  const description = useMemo(() => describe(t), [describe, t]);
  const { place } = description;
  const document = useStoredDocument<unknown>(place.documentId);
  const all = document === undefined ? [] : place.list(document);
  const items = filter ? all.filter(filter) : all;
  const editor = useListEditor(place);
  // The confirmation of Save Changes holds for the list as it was saved: any change after it (an item
  // added, edited, shown, hidden, moved or removed, or an undo) makes a new list and takes it away.
  const [save, setSave] = useState<{ words: string; list: readonly Item[] } | null>(null);
  const saved = save !== null && save.list === all ? save.words : null;
  const [added, setAdded] = useState<string | null>(null);
  const active = items.filter(isShown).length;
  return (
    <ScreenPage title={t(`screen.${screen}`)}>
      <Paper sx={{ p: 2, mb: 3 }}>
        <AddItemForm
          place={place}
          newItem={description.newItem}
          columns={description.columns}
          idPrefix={`add-${idPart(place.documentId)}-field`}
          words={{ form: t(`${screen}.addHeading`), add: t(`${screen}.add`) }}
          labelShown
          onAdded={(item) => setAdded(place.name(item))}
        />
        {screen === 'links' && added !== null && (
          <Alert severity="success" sx={{ mt: 2 }} onClose={() => setAdded(null)}>
            {t('links.addedNotice', { title: added })}
          </Alert>
        )}
      </Paper>
      <Paper>
        {screen !== 'links' && (
          <Box sx={{ px: { xs: 1, sm: 2 }, pt: 2 }}>
            <SaveBar
              lead={
                <Typography role="status">{t(`${screen}.count`, { active, total: items.length })}</Typography>
              }
              saveLabel={t(`${screen}.save`)}
              saved={saved}
              onSave={() => setSave({ words: t(`${screen}.saved`, { active }), list: all })}
              onDismiss={() => setSave(null)}
            />
          </Box>
        )}
        {toolbar}
        <Box {...panel} sx={{ p: { xs: 1, sm: 2 } }}>
          <ItemRows
            description={description}
            items={items}
            label={t(`${screen}.list`)}
            cards
            empty={t(`${screen}.empty`)}
            remove={(name) => t(`${screen}.deleteNamed`, named(name))}
            move={
              screen === 'slides'
                ? (name) => [t('slides.moveUpNamed', { name }), t('slides.moveDownNamed', { name })]
                : undefined
            }
            row={(item, position) => {
              const name = place.name(item);
              const shown = isShown(item);
              return {
                label: t(`${screen}.item`, { number: position + 1 }),
                dimmed: !shown,
                actions: (
                  <>
                    <Switch
                      checked={shown}
                      onChange={(event) => editor.setActive(item.id, event.target.checked)}
                      slotProps={{ input: { 'aria-label': t(`${screen}.activeNamed`, named(name)) } }}
                    />
                    {screen !== 'slides' && (
                      <Typography component="span" sx={{ mr: 1 }}>
                        {t(`${screen}.${shown ? 'active' : 'inactive'}`)}
                      </Typography>
                    )}
                    {rowActions?.(item)}
                  </>
                ),
              };
            }}
          />
        </Box>
      </Paper>
      {children}
    </ScreenPage>
  );
}
