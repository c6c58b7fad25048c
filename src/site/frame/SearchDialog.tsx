import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { useDocument } from '../../content/hooks';
import { useTranslation } from '../../i18n';

/** The search box takes focus this long after the dialog opens (spec section 2.4). */
export const SEARCH_FOCUS_DELAY_MS = 100;

export function searchAddress(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}

/** The header's search dialog: a blank query does nothing; any other goes to the results page. */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { general } = useDocument('site');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = searchAddress(query);
    if (!address) return;
    setQuery('');
    onClose();
    void navigate(address);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="search-dialog-title"
      disableRestoreFocus={false}
    >
      <DialogTitle id="search-dialog-title" sx={{ pr: 7 }}>
        {t('frame.searchDialogTitle', { shortName: general.shortName })}
      </DialogTitle>
      <IconButton
        aria-label={t('frame.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <form role="search" onSubmit={submit}>
          <TextField
            inputRef={input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            label={t('frame.searchLabel')}
            type="search"
            name="q"
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { 'aria-describedby': 'search-dialog-hint' } }}
            sx={{ mt: 1 }}
          />
          <Typography id="search-dialog-hint" variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
            {t('frame.searchHint')}
          </Typography>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 2 }}>
            {t('frame.searchSubmit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
