import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { localize } from '../../content/localize';
import type { NewsTicker, TickerItem } from '../../content/types.generated';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { trimmedText } from '../forms/localized-value';
import { PropertyFields, type PropertyField } from '../forms/SchemaForm';
import { useListItemForm } from '../forms/useListItemForm';
import { useNewItemForm } from '../forms/useNewItemForm';
import { useStoredDocument } from '../model/AdminModel';
import { useListEditor } from '../shared/useListEditor';
import { useAdminText, type AdminText } from '../text';
import { isActive, tickerPlace } from './ticker-place';

/** A headline's inputs, as its schema gives them: the text in both languages and where it leads. */
const newsFields = (t: AdminText, withHelp: boolean): PropertyField[] => [
  { name: 'text', label: t('news.text') },
  { name: 'url', label: t('news.url'), description: withHelp ? t('news.urlHelp') : undefined },
];

const FIELDS_LAYOUT = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
} as const;

/** The news ticker's headlines (content/ticker.json): add, edit in place, show or hide, remove. */
export function NewsTickerScreen() {
  const t = useAdminText();
  const ticker = useStoredDocument<NewsTicker>('ticker');
  const place = useMemo(() => tickerPlace(t), [t]);
  const editor = useListEditor(place);
  const [saved, setSaved] = useState<string | null>(null);
  const items = ticker?.items ?? [];
  const active = items.filter(isActive).length;

  const save = () => setSaved(t('news.saved', { active }));

  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.news')}
      </Typography>
      <AddNewsForm
        place={place}
        onAdd={(item) => {
          editor.add(item);
          setSaved(null);
        }}
      />
      <Paper sx={{ mt: 3, p: 2 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            mb: 2,
          }}
        >
          <Typography role="status">{t('news.count', { active, total: items.length })}</Typography>
          <Button variant="contained" onClick={save}>
            {t('news.save')}
          </Button>
        </Box>
        {saved && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(null)}>
            {saved}
          </Alert>
        )}
        {items.length === 0 ? (
          <Typography sx={{ py: 2 }}>{t('news.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('news.list')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
          >
            {items.map((item, position) => (
              <NewsRow
                key={item.id}
                place={place}
                item={item}
                number={position + 1}
                onActive={(value) => editor.setActive(item.id, value)}
                onDelete={() => editor.remove(item.id)}
              />
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

function NewsRow({
  place,
  item,
  number,
  onActive,
  onDelete,
}: {
  place: ListItemFormPlace<TickerItem>;
  item: TickerItem;
  number: number;
  onActive: (active: boolean) => void;
  onDelete: () => void;
}) {
  const t = useAdminText();
  const form = useListItemForm(place, item);
  const fields = useMemo(() => newsFields(t, false), [t]);
  const name = localize(item.text, 'en');
  return (
    <Box
      component="li"
      aria-label={t('news.item', { number })}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) auto auto' },
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        opacity: isActive(item) ? 1 : 0.7,
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
          checked={isActive(item)}
          onChange={(event) => onActive(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('news.activeNamed', { name }) } }}
        />
        <Typography component="span">{t(isActive(item) ? 'news.active' : 'news.inactive')}</Typography>
      </Box>
      <IconButton aria-label={t('news.deleteNamed', { name })} onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

const NEW_ITEM = { text: '' };
const ADD_FORM_ID = 'add-news-field';

/**
 * The form of a new headline, over the item schema like the rows: Add stays disabled while the
 * validation core finds a problem in the item it would add (no text yet, an address of no page).
 */
function AddNewsForm({
  place,
  onAdd,
}: {
  place: ListItemFormPlace<TickerItem>;
  onAdd: (item: TickerItem) => void;
}) {
  const t = useAdminText();
  const editor = useListEditor(place);
  const fields = useMemo(() => newsFields(t, true), [t]);
  /** The item the form would add, new items active (spec §2.14). */
  const complete = useCallback(
    (value: unknown): TickerItem => {
      const draft = value as Omit<TickerItem, 'id'>;
      const text = trimmedText(draft.text);
      const url = draft.url?.trim();
      return { id: editor.newId('news', localize(text, 'en')), text, ...(url ? { url } : {}), active: true };
    },
    [editor],
  );
  const { store, problems, add, reset, onFieldBlur } = useNewItemForm(place, NEW_ITEM, complete, ADD_FORM_ID);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const item = add();
    if (!item) return;
    onAdd(item);
    reset();
  };
  const textMissing = problems.some((problem) => problem.pointer.startsWith('/text'));
  const reason = textMissing ? t('news.needText') : (problems[0]?.message ?? '');

  return (
    <Paper component="form" noValidate onSubmit={submit} aria-labelledby="add-news-heading" sx={{ p: 2 }}>
      <Typography id="add-news-heading" variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('news.addHeading')}
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
          aria-describedby="add-news-reason"
        >
          {t('news.add')}
        </Button>
        <Typography id="add-news-reason" sx={{ color: 'text.secondary' }}>
          {reason}
        </Typography>
      </Box>
    </Paper>
  );
}
