import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { HighlightedText } from '../../blocks/search-results/HighlightedText';
import { useDocument } from '../../content/hooks';
import type { Language } from '../../content/localize';
import { useTranslation } from '../../i18n';
import { queryTerms } from '../../search/match';
import { localizedPath } from '../../search/records';
import { brand } from '../../ui/brand-colours';
import { LookButton } from '../../ui/ButtonLink';
import type { FindMatches } from './live-search';
import { useSearchShortcut } from './useSearchShortcut';

/** The search box takes focus this long after the dialog opens (spec section 2.4). */
export const SEARCH_FOCUS_DELAY_MS = 100;

/** How many matches the dialog shows as the visitor types. */
export const LIVE_RESULTS = 5;

/** The dialog's id, which the header's search button names to open it with no script. */
export const SEARCH_DIALOG_ID = 'site-search';

const TITLE_ID = 'search-dialog-title';
const HINT_ID = 'search-dialog-hint';
const BOX_ID = 'search-dialog-box';
const LISTBOX_ID = 'search-dialog-results';
const optionId = (index: number) => `search-dialog-option-${index}`;

/** A query with at least one character that is not a space: the form itself refuses a blank one. */
const NON_BLANK = '.*\\S.*';

/** The results address of a query, or null for a blank one. */
export function searchAddress(query: string, searchPath = '/search'): string | null {
  const trimmed = query.trim();
  return trimmed ? `${searchPath}?q=${encodeURIComponent(trimmed)}` : null;
}

/** Whether the browser opens and closes dialogs by invoker commands (commandfor, command) itself. */
const knowsInvokerCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

// Every attribute reaches the element, closedby (light dismiss) among them, which Emotion does not know.
const Modal = styled('dialog', {
  shouldForwardProp: (prop) => !['sx', 'theme', 'ownerState', 'as'].includes(String(prop)),
})(({ theme }) => ({
  width: 'calc(100% - 32px)',
  maxWidth: 600,
  maxHeight: 'calc(100% - 32px)',
  padding: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[24],
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  overscrollBehavior: 'contain',
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '& .body': { position: 'relative', padding: theme.spacing(2.5, 3, 3) },
  '& h2': { margin: theme.spacing(0, 6, 2, 0), fontSize: '1.25rem', lineHeight: 1.4 },
  '& .close': {
    position: 'absolute',
    right: 8,
    top: 8,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
  },
  '& .close:hover': { background: theme.palette.action.hover },
  '& label': { display: 'block', fontWeight: 600, marginBottom: theme.spacing(0.75) },
  '& input': {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 48,
    padding: theme.spacing(1, 1.5),
    border: '1px solid #8a96a8',
    borderRadius: theme.shape.borderRadius,
    font: 'inherit',
  },
  '& input:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& .hint': { margin: theme.spacing(1.5, 0, 0), fontSize: '0.875rem', color: theme.palette.text.secondary },
}));

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
 * The header's search dialog, in the page from the first paint: a native modal <dialog> that the
 * header's button opens by an invoker command, whose form sends a non-blank query to the results
 * page, so it works before the scripts and without them. With them, the box takes focus 100 ms after
 * opening, the query goes to the results page in place and the box clears, and the first matches
 * are listed as the visitor types (an ARIA combobox: the arrow keys choose one, Enter opens it).
 * The index loads when the dialog first opens.
 */
export function SearchDialog() {
  const { general } = useDocument('site');
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [liveSearch, setLiveSearch] = useState<{ language: Language; find: FindMatches } | null>(null);

  // However the dialog opens (its button, a shortcut, or a tap before the scripts), the scripts follow it.
  useEffect(() => {
    const element = dialog.current;
    const box = input.current;
    if (!element || !box) return;
    // With the scripts the box takes focus after the spec's delay, not at once as autofocus does.
    box.autofocus = false;
    let focusTimer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      clearTimeout(focusTimer);
      if (element.open) focusTimer = setTimeout(() => box.focus(), SEARCH_FOCUS_DELAY_MS);
      setOpen(element.open);
    };
    // What was typed or opened before the scripts came is kept.
    setQuery(box.value);
    setOpen(element.open);
    element.addEventListener('toggle', follow);
    // Where the browser does not run invoker commands, the scripts run the ones naming this dialog.
    const runCommand = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest(`button[commandfor="${SEARCH_DIALOG_ID}"]`);
      const command = button?.getAttribute('command');
      if (command === 'show-modal' && !element.open) element.showModal();
      else if (command === 'close') element.close();
    };
    const runsCommands = knowsInvokerCommands();
    if (!runsCommands) document.addEventListener('click', runCommand);
    return () => {
      clearTimeout(focusTimer);
      element.removeEventListener('toggle', follow);
      if (!runsCommands) document.removeEventListener('click', runCommand);
    };
  }, []);

  useSearchShortcut(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  });

  useEffect(() => {
    if (!open || liveSearch?.language === language) return;
    let current = true;
    import('./live-search')
      .then(({ loadLiveSearch }) => loadLiveSearch(language, LIVE_RESULTS))
      .then(
        (find) => current && setLiveSearch({ language, find }),
        // Without the index there are no live matches; the form still leads to the results page.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [open, language, liveSearch]);

  const matches = liveSearch?.language === language ? liveSearch.find(query) : [];
  const terms = queryTerms(query);
  const chosen = active >= 0 && active < matches.length ? active : -1;

  const leaveFor = (address: string) => {
    if (input.current) input.current.value = '';
    setQuery('');
    setActive(-1);
    dialog.current?.close();
    void navigate(address);
  };

  // The form refuses a blank query before this runs (required, and a pattern of a non-blank character).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen >= 0) return leaveFor(matches[chosen]!.url);
    const address = searchAddress(input.current?.value ?? query, localizedPath('/search', language));
    if (address) leaveFor(address);
  };

  const moveChoice = (event: KeyboardEvent) => {
    if (matches.length === 0 || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((chosen + step + matches.length + (chosen < 0 && step < 0 ? 1 : 0)) % matches.length);
  };

  return (
    <Modal
      ref={dialog}
      id={SEARCH_DIALOG_ID}
      aria-labelledby={TITLE_ID}
      closedby="any"
      onClick={(event) => {
        // A click on the dialog element itself is on the backdrop, where closedby is not known.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="body">
        <h2 id={TITLE_ID}>{t('frame.searchDialogTitle', { shortName: general.shortName })}</h2>
        <button
          type="button"
          className="close"
          commandfor={SEARCH_DIALOG_ID}
          command="close"
          aria-label={t('frame.close')}
        >
          <CloseIcon aria-hidden />
        </button>
        <form role="search" action={localizedPath('/search', language)} method="get" onSubmit={submit}>
          <label htmlFor={BOX_ID}>{t('frame.searchLabel')}</label>
          <input
            ref={input}
            id={BOX_ID}
            type="search"
            name="q"
            required
            pattern={NON_BLANK}
            autoFocus
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={moveChoice}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={matches.length > 0}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={chosen >= 0 ? optionId(chosen) : undefined}
            aria-describedby={HINT_ID}
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
          <p id={HINT_ID} className="hint">
            {t('frame.searchHint')}
          </p>
          <LookButton type="submit" variant="contained" sx={{ mt: 2, gap: 1 }}>
            <SearchIcon aria-hidden fontSize="small" />
            {t('frame.searchSubmit')}
          </LookButton>
        </form>
      </div>
    </Modal>
  );
}
