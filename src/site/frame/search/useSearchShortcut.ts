import { useEffect, useRef } from 'react';
import { isSearchShortcut } from './search-shortcut';

/** Ctrl+K (⌘K on a Mac) anywhere, and "/" outside text fields, open the site search. */
export function useSearchShortcut(openSearch: () => void) {
  const open = useRef(openSearch);
  useEffect(() => {
    open.current = openSearch;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
