import { createContext, useContext } from 'react';
import type { PrefilledSearch } from '../../search/page-outcome';

const PrefilledSearchContext = createContext<PrefilledSearch | null>(null);

/** Given by the server's render of /search?q=…: the results that page shows from its first paint. */
export const PrefilledSearchProvider = PrefilledSearchContext.Provider;

/**
 * The results the page is rendered with (the server's render of /search?q=…), or null. The island
 * carries them to the browser in its props.
 */
export function usePrefilledSearch(): PrefilledSearch | null {
  return useContext(PrefilledSearchContext);
}
