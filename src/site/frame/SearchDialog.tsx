import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { HighlightedText } from '../../blocks/search-results/HighlightedText';
import { useDocument } from '../../content/hooks';
import { useTranslation } from '../../i18n';
import { NO_FILTERS } from '../../search/filters';
import { queryTerms, searchRecords } from '../../search/match';
import { localizedPath, type SearchRecord } from '../../search/records';
import { useSearchIndex } from '../../search/useSearchIndex';
import { brand } from '../../ui/brand-colours';

/** The search box takes focus this long after the dialog opens (spec section 2.4). */
export const SEARCH_FOCUS_DELAY_MS = 100;

/** How many matches the dialog shows as the visitor types. */
export const LIVE_RESULTS = 5;

const LISTBOX_ID = 'search-dialog-results';
const optionId = (index: number) => `search-dialog-option-${index}`;

/** The results address of a query, or null for a blank one. */
export function searchAddress(query: string, searchPath = '/search'): string | null {
  const trimmed = query.trim();
  return trimmed ? `${searchPath}?q=${encodeURIComponent(trimmed)}` : null;
}

const Options = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(1.5, 0, 0),
  padding: 0,
  border: '1px solid #d9e1ec',
  borderRadius: 6,
  '& li': { padding: theme.spacing(1, 1.5), cursor: 'pointer', borderTop: '1px solid #eef1f5' },
  '& li:first-of-type': { borderTop: 0 },
  '& li[aria-selected="true"], & li:hover': { background: brand.tint(theme) },
  '& .option-title': { display: 'block', fontWeight: 600, color: theme.palette.primary.main },
  '& .option-address': { display: 'block', fontSize: '0.8rem', color: theme.palette.text.secondary },
  '& mark': { background: '#ffe98a', color: 'inherit' },
}));

/**
 * The header's search dialog. As the visitor types it lists the first matches (an ARIA combobox: the
 * arrow keys choose one, Enter opens it); Enter with none chosen goes to the results page, and a
 * blank query does nothing. The index loads when the dialog first opens.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { general } = useDocument('site');
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const index = useSearchIndex(language);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const matches: SearchRecord[] =
    index.status === 'ready'
      ? searchRecords(index.index.records, query, NO_FILTERS, new Date())
          .slice(0, LIVE_RESULTS)
          .map(({ record }) => record)
      : [];
  const terms = queryTerms(query);
  const chosen = active >= 0 && active < matches.length ? active : -1;

  const leaveFor = (address: string) => {
    setQuery('');
    setActive(-1);
    onClose();
    void navigate(address);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen >= 0) return leaveFor(matches[chosen]!.url);
    const address = searchAddress(query, localizedPath('/search', language));
    if (address) leaveFor(address);
  };

  const moveChoice = (event: KeyboardEvent) => {
    if (matches.length === 0 || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((chosen + step + matches.length + (chosen < 0 && step < 0 ? 1 : 0)) % matches.length);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="search-dialog-title">
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
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={moveChoice}
            label={t('frame.searchLabel')}
            type="search"
            name="q"
            fullWidth
            autoComplete="off"
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-autocomplete': 'list',
                'aria-expanded': matches.length > 0,
                'aria-controls': LISTBOX_ID,
                'aria-activedescendant': chosen >= 0 ? optionId(chosen) : undefined,
                'aria-describedby': 'search-dialog-hint',
              },
            }}
            sx={{ mt: 1 }}
          />
          <Options
            id={LISTBOX_ID}
            role="listbox"
            aria-label={t('search.suggestions')}
            hidden={matches.length === 0}
          >
            {matches.map((record, position) => (
              <li
                key={record.id}
                id={optionId(position)}
                role="option"
                aria-selected={position === chosen}
                onClick={() => leaveFor(record.url)}
                onPointerMove={() => setActive(position)}
              >
                <span className="option-title">
                  <HighlightedText text={record.title} terms={terms} />
                </span>
                <span className="option-address">{record.url}</span>
              </li>
            ))}
          </Options>
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
