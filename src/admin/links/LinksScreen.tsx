import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ManagedLink, ManagedLinkCategory, ManagedLinks } from '../../content/types.generated';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { blankText } from '../forms/localized-value';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { useListItemForm } from '../forms/useListItemForm';
import { useNewItemForm } from '../forms/useNewItemForm';
import { useStoredDocument } from '../model/AdminModel';
import { useListEditor } from '../shared/useListEditor';
import { useAdminText, type AdminText, type AdminTextKey } from '../text';
import { LINK_CATEGORIES, linkName, linksPlace, newLink, type NewLink } from './link-edits';

type Filter = 'all' | ManagedLinkCategory;

const CATEGORY_LABEL: Record<ManagedLinkCategory, AdminTextKey> = {
  header: 'links.category.header',
  footer: 'links.category.footer',
  sidebar: 'links.category.sidebar',
  quicklinks: 'links.category.quicklinks',
};

/** A link's inputs, as its schema gives them: the title in both languages, where it leads, where it shows. */
const linkFields = (t: AdminText, withHelp: boolean): PropertyField[] => [
  { name: 'title', label: t('links.title') },
  { name: 'url', label: t('links.url'), description: withHelp ? t('links.urlHelp') : undefined },
  {
    name: 'category',
    label: t('links.category'),
    optionLabel: (category) => t(CATEGORY_LABEL[category as ManagedLinkCategory]),
  },
];

const FIELDS_LAYOUT = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
} as const;

/** The administrator's link catalogue (content/links.json): add, filter by category, edit in place, show or hide, delete. */
export function LinksScreen() {
  const t = useAdminText();
  const document = useStoredDocument<ManagedLinks>('links');
  const place = useMemo(() => linksPlace(t), [t]);
  const editor = useListEditor(place);
  const [filter, setFilter] = useState<Filter>('all');
  const links = document?.links ?? [];
  const shown = filter === 'all' ? links : links.filter((link) => link.category === filter);

  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.links')}
      </Typography>
      <AddLinkForm place={place} />
      <Paper sx={{ mt: 3 }}>
        <Tabs
          value={filter}
          onChange={(_, value: Filter) => setFilter(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('links.filter')}
        >
          <Tab value="all" label={t('links.all')} id="links-tab-all" aria-controls="links-panel" />
          {LINK_CATEGORIES.map((category) => (
            <Tab
              key={category}
              value={category}
              label={t(CATEGORY_LABEL[category])}
              id={`links-tab-${category}`}
              aria-controls="links-panel"
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id="links-panel"
          aria-labelledby={`links-tab-${filter}`}
          sx={{ p: { xs: 1, sm: 2 } }}
        >
          {shown.length === 0 ? (
            <Typography sx={{ py: 2 }}>{t('links.empty')}</Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t('links.list')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
            >
              {shown.map((link, position) => (
                <LinkRow
                  key={link.id}
                  place={place}
                  link={link}
                  number={position + 1}
                  onActive={(active) => editor.setActive(link.id, active)}
                  onDelete={() => editor.remove(link.id)}
                />
              ))}
            </Box>
          )}
        </Box>
      </Paper>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('links.where')}</Typography>
    </Box>
  );
}

function LinkRow({
  place,
  link,
  number,
  onActive,
  onDelete,
}: {
  place: ListItemFormPlace<ManagedLink>;
  link: ManagedLink;
  number: number;
  onActive: (active: boolean) => void;
  onDelete: () => void;
}) {
  const t = useAdminText();
  const form = useListItemForm(place, link);
  const fields = useMemo(() => linkFields(t, false), [t]);
  const name = linkName(link);
  return (
    <Box
      component="li"
      aria-label={t('links.item', { number })}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) auto auto' },
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        opacity: link.active ? 1 : 0.7,
      }}
    >
      <Box sx={{ ...FIELDS_LAYOUT, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <PropertyFields
          store={form.store}
          node={place.itemSchema}
          fields={fields}
          onFieldBlur={form.onFieldBlur}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Switch
          checked={link.active}
          onChange={(event) => onActive(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('links.activeNamed', { title: name }) } }}
        />
        <Typography component="span">{t(link.active ? 'links.active' : 'links.inactive')}</Typography>
      </Box>
      <IconButton aria-label={t('links.deleteNamed', { title: name })} onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

const NEW_LINK: NewLink = { title: '', url: '', category: 'header' };
const ADD_FORM_ID = 'add-link-field';

/**
 * The form of a new link, over the link schema like the rows: Add stays disabled until a title and a
 * URL are given and the validation core finds no problem in the link it would add (an address of no page).
 */
function AddLinkForm({ place }: { place: ListItemFormPlace<ManagedLink> }) {
  const t = useAdminText();
  const editor = useListEditor(place);
  const fields = useMemo(() => linkFields(t, true), [t]);
  const [added, setAdded] = useState<string | null>(null);
  const complete = useCallback((draft: unknown) => newLink(editor, draft as NewLink), [editor]);
  const { store, problems, add, reset, onFieldBlur } = useNewItemForm(place, NEW_LINK, complete, ADD_FORM_ID);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const link = add();
    if (!link) return;
    editor.add(link);
    setAdded(linkName(link));
    reset();
  };
  // The spec's words while the title or the URL is still empty; the core's problem once both are given.
  const draft = store.getValue() as NewLink;
  const unfilled = blankText(draft.title) || blankText(draft.url);
  const reason = problems.length === 0 ? '' : unfilled ? t('links.needTitleAndUrl') : problems[0]!.message;

  return (
    <Paper component="form" onSubmit={submit} noValidate aria-labelledby="add-link-heading" sx={{ p: 2 }}>
      <Typography id="add-link-heading" variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('links.addHeading')}
      </Typography>
      <Box sx={FIELDS_LAYOUT}>
        <PropertyFields store={store} node={place.itemSchema} fields={fields} onFieldBlur={onFieldBlur} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={problems.length > 0}
          aria-describedby="add-link-reason"
        >
          {t('links.add')}
        </Button>
        <Typography id="add-link-reason" sx={{ color: 'text.secondary' }}>
          {reason}
        </Typography>
      </Box>
      {added && (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setAdded(null)}>
          {t('links.addedNotice', { title: added })}
        </Alert>
      )}
    </Paper>
  );
}
