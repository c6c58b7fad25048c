import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A field's address: the document's id followed by the JSON pointer of its value (ticker/items/0/text);
 * document ids never start with a slash, so the two read apart. A screen's address carries one as
 * `?field=` to open at that field (the overview's list of texts to translate).
 */
export const FIELD_PARAM = 'field';

export function fieldAddress(documentId: string, pointer: string): string {
  return documentId + pointer;
}

/** Set on the Kiswahili input only: the one a link to a text to translate opens at. */
export const FIELD_ATTRIBUTE = 'data-field';

function inputAt(address: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${FIELD_ATTRIBUTE}="${CSS.escape(address)}"]`);
}

export function bringToView(input: HTMLElement): void {
  input.focus({ preventScroll: true });
  input.scrollIntoView({ block: 'center' });
}

/**
 * Brings the input `?field=` names into view once it is shown (at once, or when its tab shows): waits
 * for it while the screen's chunk loads, and gives up when the address changes.
 */
export function useFieldFromAddress(): void {
  const address = useFieldInAddress();
  useEffect(() => {
    if (!address) return;
    const shown = inputAt(address);
    if (shown) return bringToView(shown);
    const observer = new MutationObserver(() => {
      const input = inputAt(address);
      if (!input) return;
      observer.disconnect();
      bringToView(input);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [address]);
}

/** For a screen that must first open what holds the field (a tab). */
export function useFieldInAddress(): string | null {
  return useSearchParams()[0].get(FIELD_PARAM);
}
