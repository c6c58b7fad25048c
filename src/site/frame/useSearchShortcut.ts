import { useEffect, useRef } from 'react';

/** Whether a key press is typing into a field, where "/" is a character and not a shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(
      target.type,
    )
  );
}

/** Ctrl+K (⌘K on a Mac) anywhere, and "/" outside text fields, open the site search. */
export function useSearchShortcut(openSearch: () => void) {
  const open = useRef(openSearch);
  useEffect(() => {
    open.current = openSearch;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const commandK = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextEntry(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      open.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
