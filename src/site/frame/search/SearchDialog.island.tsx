import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Language } from '../../../content/localize';
import { HighlightedText } from '../../../blocks/search-results/HighlightedText';
import { queryTerms } from '../../../search/match';
import type { PropsInMarkup } from '../../../ui/islands/define-island';
import { Icon } from '../../../ui/islands/Icon';
import { useNavigateTo } from '../../../ui/islands/navigation';
import type { FindMatches } from './live-search';
import { LIVE_RESULTS, SEARCH_DIALOG_ID, SEARCH_FOCUS_DELAY_MS, searchAddress } from './search-dialog-island';
import { useSearchShortcut } from './useSearchShortcut';

export interface SearchDialogIslandProps {
  language: Language;
  /** The results page in the page's language (/search, /sw/search). */
  searchPath: string;
  text: { title: string; close: string; label: string; suggestions: string; hint: string; submit: string };
}

const TITLE_ID = 'search-dialog-title';
const HINT_ID = 'search-dialog-hint';
const BOX_ID = 'search-dialog-box';
const LISTBOX_ID = 'search-dialog-results';
const optionId = (index: number) => `search-dialog-option-${index}`;

/** A query with at least one character that is not a space: the form itself refuses a blank one. */
const NON_BLANK = '.*\\S.*';

/** Whether the browser opens and closes dialogs by invoker commands (commandfor, command) itself. */
const knowsInvokerCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * The header's search dialog, in the page from the first paint: a native modal <dialog> that the
 * header's button opens by an invoker command, whose form sends a non-blank query to the results
 * page, so it works before the scripts and without them. With them, the box takes focus 100 ms after
 * opening, the query goes to the results page in place and the box clears, and the first matches
 * are listed as the visitor types (an ARIA combobox: the arrow keys choose one, Enter opens it).
 * The index loads when the dialog first opens.
 */
export default function SearchDialogIsland({ language, searchPath, text }: SearchDialogIslandProps) {
  const navigateTo = useNavigateTo();
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
      // Opened from no focused control, the dialog has nothing to give focus back to; its hidden box
      // would keep it, and the next "/" would be typed there instead of opening the search.
      else if (element.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
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
    navigateTo(address);
  };

  // The form refuses a blank query before this runs (required, and a pattern of a non-blank character).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen >= 0) return leaveFor(matches[chosen]!.url);
    const address = searchAddress(input.current?.value ?? query, searchPath);
    if (address) leaveFor(address);
  };

  const moveChoice = (event: KeyboardEvent) => {
    if (matches.length === 0 || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((chosen + step + matches.length + (chosen < 0 && step < 0 ? 1 : 0)) % matches.length);
  };

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      id={SEARCH_DIALOG_ID}
      aria-labelledby={TITLE_ID}
      closedby="any"
      onClick={(event) => {
        // A click on the dialog element itself is on the backdrop, where closedby is not known.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="body">
        <h2 id={TITLE_ID}>{text.title}</h2>
        <button
          type="button"
          className="close"
          commandfor={SEARCH_DIALOG_ID}
          command="close"
          aria-label={text.close}
        >
          <Icon name="Close" />
        </button>
        <form role="search" action={searchPath} method="get" onSubmit={submit}>
          <label htmlFor={BOX_ID}>{text.label}</label>
          <input
            ref={input}
            id={BOX_ID}
            type="search"
            name="q"
            required
            pattern={NON_BLANK}
            // A blank query does nothing (spec 2.4), not even the browser's bubble; `required` still
            // keeps the form from leaving before and without scripts.
            onInvalid={(event) => event.preventDefault()}
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
          <p id={HINT_ID} className="hint">
            {text.hint}
          </p>
          <button type="submit" className="search-submit">
            <Icon name="Search" small />
            {text.submit}
          </button>
          {/* Below the button: matches arriving as the visitor taps Search never move it. */}
          <ul
            id={LISTBOX_ID}
            className="search-options"
            role="listbox"
            aria-label={text.suggestions}
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
          </ul>
        </form>
      </div>
    </dialog>
  );
}

/**
 * The address and texts, read back from the dialog as the page shows it rather than carried again
 * as this island's JSON.
 */
export const propsInMarkup: PropsInMarkup<SearchDialogIslandProps, 'searchPath' | 'text'> = {
  keys: ['searchPath', 'text'],
  read: (host) => {
    const element = (selector: string) => host.querySelector(selector);
    const textOf = (selector: string) => element(selector)?.textContent ?? '';
    const labelOf = (selector: string) => element(selector)?.getAttribute('aria-label') ?? '';
    return {
      searchPath: element('form[role="search"]')?.getAttribute('action') ?? '',
      text: {
        title: textOf(`#${TITLE_ID}`),
        close: labelOf('.close'),
        label: textOf(`label[for="${BOX_ID}"]`),
        suggestions: labelOf(`#${LISTBOX_ID}`),
        hint: textOf(`#${HINT_ID}`),
        submit: textOf('.search-submit'),
      },
    };
  },
};
