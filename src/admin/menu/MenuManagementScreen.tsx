import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { ScreenPage } from '../layout/ScreenPage';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contentFileName } from '../../content/places';
import type { MenuItem as MenuEntry, Navigation } from '../../content/types.generated';
import type { FieldProblem } from '../forms/form-store';
import { trimmedText } from '../forms/localized-value';
import { PartFields } from '../forms/PartFields';
import type { PartFormPlace } from '../forms/part-form';
import { usePartForm, type PartChange } from '../forms/useAppliedForm';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import { useAdminText } from '../text';
import { menuChange, problemsNewToTheMenu } from './menu-change';
import { addMenuEntry, menuEntryFields, menuItemName, menuPlace, newMenuId } from './menu-edits';
import { AddItemForm, type NewItem } from '../shared/AddItemForm';
import { SaveBar } from '../shared/SaveBar';

// The tree's code (drag and drop) is fetched with the screen that always shows it, not once it renders.
void import('../forms/fields/MenuTreeInput');

const TOP_LEVEL = '';
const MENU_LABELS = { items: 'menu.structure' } as const;
const MENU_PART: PartFormPlace = { documentId: 'navigation', pointer: '', properties: ['items'] };

/**
 * The menu as one form (the tree and the edited entry's inputs), applied as typing pauses, or at once
 * for a move or a delete; each applied change is one history entry named by menu-change.ts.
 */
function useMenuForm() {
  const t = useAdminText();
  const { checks } = useAdminModel();
  const label = useCallback(
    (_: string, { input, before, after }: PartChange) =>
      menuChange(before as Navigation, after as Navigation, input, t),
    [t],
  );
  const keep = useCallback(
    (brought: FieldProblem[], { before, after }: Omit<PartChange, 'input'>) => {
      const file = contentFileName(MENU_PART.documentId);
      const standing = checks.problems().filter((problem) => problem.file === file);
      return problemsNewToTheMenu(brought, standing, before as Navigation, after as Navigation);
    },
    [checks],
  );
  return usePartForm(MENU_PART, label, keep);
}

/** The main menu (content/navigation.json): the add form, and the menu as a tree from its schema. */
export default function MenuManagementScreen() {
  const t = useAdminText();
  const navigation = useStoredDocument<Navigation>('navigation');
  const form = useMenuForm();
  const [saved, setSaved] = useState<string | null>(null);
  const items = navigation?.items ?? [];
  const entryCount = items.reduce((sum, item) => sum + 1 + (item.children?.length ?? 0), 0);

  return (
    <ScreenPage title={t('screen.menu')}>
      <AddMenuItemForm parents={items} onAdd={() => setSaved(null)} />
      <Paper sx={{ mt: 3, p: { xs: 1, sm: 2 } }}>
        <Box sx={{ mb: 2 }}>
          <SaveBar
            lead={
              <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                {t('menu.structure')}
              </Typography>
            }
            saveLabel={t('menu.save')}
            saved={saved}
            onSave={() => setSaved(t('menu.saved', { count: entryCount }))}
            onDismiss={() => setSaved(null)}
          />
        </Box>
        <PartFields place={MENU_PART} labels={MENU_LABELS} form={form} />
      </Paper>
    </ScreenPage>
  );
}

/**
 * A new entry and the dropdown it goes into: Add stays disabled until a text and a link are given
 * (spec §8) and the validation core finds no problem in the entry.
 */
function AddMenuItemForm({ parents, onAdd }: { parents: MenuEntry[]; onAdd: () => void }) {
  const t = useAdminText();
  const { history, store: documents } = useAdminModel();
  const place = useMemo(() => menuPlace(t), [t]);
  const [parent, setParent] = useState(TOP_LEVEL);
  const current = useCallback(() => documents.peek('navigation') as Navigation, [documents]);
  const newItem = useMemo(
    (): NewItem<MenuEntry> => ({
      fields: menuEntryFields(t),
      empty: { label: '' },
      required: ['label', 'url'],
      needRequired: t('menu.needTextAndLink'),
      complete: (value) => {
        const draft = value as Omit<MenuEntry, 'id'>;
        const label = trimmedText(draft.label);
        const url = draft.url?.trim();
        return { id: newMenuId(current(), menuItemName({ label })), label, ...(url ? { url } : {}) };
      },
    }),
    [t, current],
  );
  return (
    <Paper sx={{ p: 2 }}>
      <AddItemForm
        place={place}
        newItem={newItem}
        idPrefix="add-menu-field"
        words={{ form: t('menu.addHeading'), add: t('menu.add') }}
        labelShown
        columns="minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)"
        add={(entry) => addMenuEntry(history, t, current(), entry, parent === TOP_LEVEL ? null : parent)}
        onAdded={onAdd}
        extraFields={
          <TextField
            select
            size="small"
            label={t('menu.parent')}
            value={parent}
            onChange={(event) => setParent(event.target.value)}
          >
            <MenuItem value={TOP_LEVEL}>{t('menu.topLevel')}</MenuItem>
            {parents.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {menuItemName(item)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
    </Paper>
  );
}
