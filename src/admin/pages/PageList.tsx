import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { PageId, PageIndexEntry } from '../../content/documents';
import { localize } from '../../content/localize';
import { useAdminText } from '../text';

/** The pages by title and path, filtered by either as the user types. */
export function PageList({
  pages,
  selected,
  onSelect,
  onAdd,
}: {
  pages: readonly PageIndexEntry[];
  selected: string | null;
  onSelect: (id: PageId) => void;
  onAdd: () => void;
}) {
  const t = useAdminText();
  const [filter, setFilter] = useState('');
  const query = useDeferredValue(filter.trim().toLowerCase());
  const shown = pages.filter(
    (page) =>
      !query ||
      page.path.toLowerCase().includes(query) ||
      localize(page.title, t.language).toLowerCase().includes(query),
  );
  return (
    <Paper component="section" aria-labelledby="page-list-heading" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="page-list-heading" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('pages.list')}
        </Typography>
        <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {t('pages.addPage')}
        </Button>
      </Box>
      <TextField
        label={t('pages.filter')}
        type="search"
        size="small"
        fullWidth
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {shown.length === 0 ? (
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('pages.noMatch')}</Typography>
      ) : (
        <List dense aria-label={t('pages.list')} sx={{ maxHeight: { md: '60vh' }, overflow: 'auto' }}>
          {shown.map((page) => (
            <ListItem key={page.id} disablePadding>
              <ListItemButton
                selected={page.id === selected}
                aria-current={page.id === selected ? 'true' : undefined}
                onClick={() => onSelect(page.id)}
              >
                <ListItemText primary={localize(page.title, t.language)} secondary={page.path} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
