import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ManagedLink, ManagedLinkCategory, ManagedLinks } from '../../content/types.generated';
import { useStoredDocument } from '../model/AdminModel';
import type { ListEditor } from '../shared/list-edits';
import { useListEditor } from '../shared/useListEditor';
import { useLinkTargetCheck } from '../shared/useLinkTargetCheck';
import { useAdminText, type AdminTextKey } from '../text';
import { addLink, LINK_CATEGORIES, linkName, linksPlace } from './link-edits';

type Filter = 'all' | ManagedLinkCategory;

const CATEGORY_LABEL: Record<ManagedLinkCategory, AdminTextKey> = {
  header: 'links.category.header',
  footer: 'links.category.footer',
  sidebar: 'links.category.sidebar',
  quicklinks: 'links.category.quicklinks',
};

/** The administrator's link catalogue (content/links.json): add, filter by category, show or hide, delete. */
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
      <AddLinkForm editor={editor} />
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
            <TableContainer>
              <Table size="small" aria-label={t('links.table')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('links.title')}</TableCell>
                    <TableCell>{t('links.url')}</TableCell>
                    <TableCell>{t('links.category')}</TableCell>
                    <TableCell>{t('links.status')}</TableCell>
                    <TableCell align="right">{t('links.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((link) => {
                    const name = linkName(link);
                    return (
                      <TableRow key={link.id}>
                        <TableCell component="th" scope="row">
                          {name}
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{link.url}</TableCell>
                        <TableCell>{t(CATEGORY_LABEL[link.category])}</TableCell>
                        <TableCell>
                          <Switch
                            checked={link.active}
                            onChange={(event) => editor.setActive(link.id, event.target.checked)}
                            slotProps={{ input: { 'aria-label': t('links.activeNamed', { title: name }) } }}
                          />
                          {t(link.active ? 'links.active' : 'links.inactive')}
                        </TableCell>
                        <TableCell align="right">
                          <IconButton
                            aria-label={t('links.deleteNamed', { title: name })}
                            onClick={() => editor.remove(link.id)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Box>
      </Paper>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('links.where')}</Typography>
    </Box>
  );
}

function AddLinkForm({ editor }: { editor: ListEditor<ManagedLink> }) {
  const t = useAdminText();
  const checkUrl = useLinkTargetCheck();
  const [title, setTitle] = useState('');
  const [titleSw, setTitleSw] = useState('');
  const [url, setUrl] = useState('');
  const [category, setCategory] = useState<ManagedLinkCategory>('header');
  const [urlTouched, setUrlTouched] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const urlProblem = checkUrl(url);
  const missing = title.trim() === '' || url.trim() === '';
  const blocked = missing ? t('links.needTitleAndUrl') : urlProblem;
  const showUrlError = urlTouched && url.trim() !== '' && urlProblem !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    addLink(editor, { title, titleSw, url, category });
    setAdded(title.trim());
    setTitle('');
    setTitleSw('');
    setUrl('');
    setUrlTouched(false);
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate aria-labelledby="add-link-heading" sx={{ p: 2 }}>
      <Typography id="add-link-heading" variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('links.addHeading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label={t('links.title')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
        <TextField
          label={t('links.titleSw')}
          value={titleSw}
          onChange={(event) => setTitleSw(event.target.value)}
          helperText={t('links.titleSwHelp')}
        />
        <TextField
          label={t('links.url')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onBlur={() => setUrlTouched(true)}
          required
          error={showUrlError}
          helperText={showUrlError ? urlProblem : t('links.urlHelp')}
        />
        <TextField
          select
          label={t('links.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as ManagedLinkCategory)}
        >
          {LINK_CATEGORIES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(CATEGORY_LABEL[option])}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={blocked !== null}
          aria-describedby="add-link-reason"
        >
          {t('links.add')}
        </Button>
        <Typography id="add-link-reason" sx={{ color: 'text.secondary' }}>
          {blocked ?? ''}
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
