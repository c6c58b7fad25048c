import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { MenuItem as MenuEntry, Navigation } from '../../content/types.generated';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { blankText, trimmedText } from '../forms/localized-value';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { SCHEMAS } from '../forms/schemas';
import { useNewItemForm } from '../forms/useNewItemForm';
import { useAdminModel, useStoredDocument } from '../model/AdminModel';
import { useAdminText, type AdminText } from '../text';
import { addMenuEntry, menuItemName, menuPlace, newMenuId } from './menu-edits';
import { SaveBar } from '../shared/SaveBar';
import { useMenuForm } from './useMenuForm';

// The tree's code (drag and drop) is fetched with the screen that always shows it, not once it renders.
void import('../forms/fields/MenuTreeInput');

const TOP_LEVEL = '';
const NAVIGATION_SCHEMA = SCHEMAS.file('navigation.schema.json');

/**
 * The site's main menu (content/navigation.json): add an entry, and the menu as a tree derived from
 * its schema (expand and collapse, reorder by dragging or buttons, delete, edit an entry's text in
 * both languages and its link).
 */
export function MenuManagementScreen() {
  const t = useAdminText();
  const navigation = useStoredDocument<Navigation>('navigation');
  const form = useMenuForm();
  const fields = useMemo<PropertyField[]>(() => [{ name: 'items', label: t('menu.structure') }], [t]);
  const [saved, setSaved] = useState<string | null>(null);
  const items = navigation?.items ?? [];
  const entryCount = items.reduce((sum, item) => sum + 1 + (item.children?.length ?? 0), 0);

  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.menu')}
      </Typography>
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
        <PropertyFields
          store={form.store}
          node={NAVIGATION_SCHEMA}
          fields={fields}
          onFieldBlur={form.onFieldBlur}
        />
      </Paper>
    </Box>
  );
}

/** A new entry's inputs, as the entry schema gives them: the text in both languages and the link. */
const entryFields = (t: AdminText): PropertyField[] => [
  { name: 'label', label: t('menu.text') },
  { name: 'url', label: t('menu.link'), description: t('menu.linkHelp') },
];

const NEW_ENTRY = { label: '' };
const ADD_FORM_ID = 'add-menu-field';

/**
 * The form of a new entry, over the entry schema like the tree's: Add stays disabled until a text and
 * a link are given (spec §8) and the validation core finds no problem in the entry it would add.
 */
function AddMenuItemForm({ parents, onAdd }: { parents: MenuEntry[]; onAdd: () => void }) {
  const t = useAdminText();
  const { history, store: documents } = useAdminModel();
  const place = useMemo<ListItemFormPlace<MenuEntry>>(() => menuPlace(t), [t]);
  const fields = useMemo(() => entryFields(t), [t]);
  const [parent, setParent] = useState(TOP_LEVEL);
  const current = useCallback(() => documents.peek('navigation') as Navigation, [documents]);
  const complete = useCallback(
    (value: unknown): MenuEntry => {
      const draft = value as Omit<MenuEntry, 'id'>;
      const label = trimmedText(draft.label);
      const url = draft.url?.trim();
      return { id: newMenuId(current(), menuItemName({ label })), label, ...(url ? { url } : {}) };
    },
    [current],
  );
  const { store, problems, add, reset, onFieldBlur } = useNewItemForm(
    place,
    NEW_ENTRY,
    complete,
    ADD_FORM_ID,
  );

  const draft = store.getValue() as Partial<MenuEntry>;
  const unfilled = blankText(draft.label) || blankText(draft.url);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unfilled) return;
    const entry = add();
    if (!entry) return;
    addMenuEntry(history, t, current(), entry, parent === TOP_LEVEL ? null : parent);
    onAdd();
    reset();
  };
  // The spec's words while the text or the link is still empty; the core's problem once both are given.
  const reason = unfilled ? t('menu.needTextAndLink') : (problems[0]?.message ?? '');

  return (
    <Paper component="form" noValidate onSubmit={submit} aria-labelledby="add-menu-heading" sx={{ p: 2 }}>
      <Typography id="add-menu-heading" variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('menu.addHeading')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <PropertyFields store={store} node={place.itemSchema} fields={fields} onFieldBlur={onFieldBlur} />
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
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={unfilled || problems.length > 0}
          aria-describedby="add-menu-reason"
        >
          {t('menu.add')}
        </Button>
        <Typography id="add-menu-reason" sx={{ color: 'text.secondary' }}>
          {reason}
        </Typography>
      </Box>
    </Paper>
  );
}
