import { defineIsland } from '../../../ui/islands/define-island';
import type { SearchDialogIslandProps } from './SearchDialog.island';
import { isSearchShortcut } from './search-shortcut';

/** The search box takes focus this long after the dialog opens (spec section 2.4). */
export const SEARCH_FOCUS_DELAY_MS = 100;

/** How many matches the dialog shows as the visitor types. */
export const LIVE_RESULTS = 5;

/** The dialog's id, which the header's search button names to open it with no script. */
export const SEARCH_DIALOG_ID = 'site-search';

/** The results address of a query, or null for a blank one. */
export function searchAddress(query: string, searchPath = '/search'): string | null {
  const trimmed = query.trim();
  return trimmed ? `${searchPath}?q=${encodeURIComponent(trimmed)}` : null;
}

export const searchDialogIsland = defineIsland<SearchDialogIslandProps>(
  'search-dialog',
  () => import('./SearchDialog.island'),
  // The shortcuts open the native dialog before the island's code is in; its box then has focus.
  () =>
    document.addEventListener('keydown', (event) => {
      const dialog = document.getElementById(SEARCH_DIALOG_ID);
      if (!(dialog instanceof HTMLDialogElement) || !isSearchShortcut(event)) return;
      event.preventDefault();
      if (!dialog.open) dialog.showModal();
    }),
);
