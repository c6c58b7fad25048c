import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { localize } from '../../content/localize';
import type { LocalizedText, NewsTicker, TickerItem } from '../../content/types.generated';
import { useStoredDocument } from '../model/AdminModel';
import { InlineTextField } from '../shared/InlineTextField';
import { withEnglish } from '../shared/localized-edit';
import { useLinkTargetCheck } from '../shared/useLinkTargetCheck';
import { useListEditor } from '../shared/useListEditor';
import { useAdminText } from '../text';
import { isActive, tickerPlace } from './ticker-place';

const english = (text: LocalizedText) => localize(text, 'en');

/** The news ticker's headlines (content/ticker.json): add, edit in place, show or hide, remove. */
export function NewsTickerScreen() {
  const t = useAdminText();
  const ticker = useStoredDocument<NewsTicker>('ticker');
  const place = useMemo(() => tickerPlace(t), [t]);
  const editor = useListEditor(place);
  const urlProblem = useLinkTargetCheck({ optional: true });
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
        urlProblem={urlProblem}
        onAdd={(text, url) => {
          editor.add({ id: editor.newId('news', text), text, ...(url ? { url } : {}), active: true });
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
                item={item}
                number={position + 1}
                urlProblem={urlProblem}
                onText={(value) => editor.update(item.id, 'text', withEnglish(item.text, value))}
                onUrl={(value) => editor.update(item.id, 'url', value.trim() === '' ? undefined : value)}
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
  item,
  number,
  urlProblem,
  onText,
  onUrl,
  onActive,
  onDelete,
}: {
  item: TickerItem;
  number: number;
  urlProblem: (url: string) => string | null;
  onText: (value: string) => void;
  onUrl: (value: string) => void;
  onActive: (active: boolean) => void;
  onDelete: () => void;
}) {
  const t = useAdminText();
  const name = english(item.text);
  return (
    <Box
      component="li"
      aria-label={t('news.item', { number })}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 2fr) minmax(0, 1fr) auto auto' },
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        opacity: isActive(item) ? 1 : 0.7,
      }}
    >
      <InlineTextField
        label={t('news.text')}
        value={name}
        onCommit={onText}
        problem={(value) => (value.trim() === '' ? t('news.textRequired') : null)}
        size="small"
        fullWidth
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <InlineTextField
        label={t('news.url')}
        value={item.url ?? ''}
        onCommit={onUrl}
        problem={urlProblem}
        size="small"
        fullWidth
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
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

function AddNewsForm({
  onAdd,
  urlProblem,
}: {
  onAdd: (text: string, url: string) => void;
  urlProblem: (url: string) => string | null;
}) {
  const t = useAdminText();
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const blocked = text.trim() === '' ? t('news.needText') : urlProblem(url);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    onAdd(text.trim(), url.trim());
    setText('');
    setUrl('');
  };
  return (
    <Paper component="form" noValidate onSubmit={submit} aria-labelledby="add-news-heading" sx={{ p: 2 }}>
      <Typography id="add-news-heading" variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('news.addHeading')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <TextField
          label={t('news.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          required
        />
        <TextField
          label={t('news.url')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={url.trim() !== '' && urlProblem(url) !== null}
          helperText={(url.trim() !== '' && urlProblem(url)) || t('news.urlHelp')}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={blocked !== null}
          aria-describedby="add-news-reason"
        >
          {t('news.add')}
        </Button>
        <Typography id="add-news-reason" sx={{ color: 'text.secondary' }}>
          {blocked ?? ''}
        </Typography>
      </Box>
    </Paper>
  );
}
