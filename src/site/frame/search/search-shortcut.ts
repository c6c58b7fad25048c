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

/** Whether a key press, not yet handled, asks for the site search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  const commandK = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextEntry(event.target);
  return commandK || slash;
}
