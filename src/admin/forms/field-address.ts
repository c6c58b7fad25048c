import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A field's address: the document's id followed by the JSON pointer of its value (ticker/items/0/text,
 * site/general/name). Document ids never start with a slash, so the two read apart. A screen's
 * address carries one as `?field=` to open at that field (the overview's list of texts to translate).
 */
export const FIELD_PARAM = 'field';

export function fieldAddress(documentId: string, pointer: string): string {
  return documentId + pointer;
}

/** The attribute of the Kiswahili input that names its field's address. */
export const FIELD_ATTRIBUTE = 'data-field';

function inputAt(address: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${FIELD_ATTRIBUTE}="${CSS.escape(address)}"]`);
}

/** Focuses an input and scrolls it to the middle of the screen. */
export function bringToView(input: HTMLElement): void {
  input.focus({ preventScroll: true });
  input.scrollIntoView({ block: 'center' });
}

/**
 * Focuses the input the address's `?field=` names and scrolls it into view, once it is shown: at once
 * on a list screen, when its tab shows on one with tabs. Waits for it while the screen's chunk loads,
 * and gives up when the address changes (another screen, or no field).
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

/** The address of a field's document and pointer from `?field=`, for a screen that must open what holds it (a tab). */
export function useFieldInAddress(): string | null {
  return useSearchParams()[0].get(FIELD_PARAM);
}
