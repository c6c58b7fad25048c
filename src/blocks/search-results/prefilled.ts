import { createContext, useContext } from 'react';
import { readEmbeddedSearch, type PrefilledSearch } from '../../search/page-outcome';

const PrefilledSearchContext = createContext<PrefilledSearch | null>(null);

/** Given by the server's render of /search?q=…: the results that page shows from its first paint. */
export const PrefilledSearchProvider = PrefilledSearchContext.Provider;

let embedded: PrefilledSearch | null | undefined;

/** The page's embedded results, read once: they describe the page as it was first loaded. */
function embeddedSearch(): PrefilledSearch | null {
  if (embedded === undefined) embedded = readEmbeddedSearch();
  return embedded;
}

/**
 * The results the page was rendered with: from the render's provider on the server, from the page's
 * embedded outcome in the browser (read once), or null for a page rendered without a query.
 */
export function usePrefilledSearch(): PrefilledSearch | null {
  const rendered = useContext(PrefilledSearchContext);
  return rendered ?? embeddedSearch();
}
