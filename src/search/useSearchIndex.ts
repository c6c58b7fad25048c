import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../content/localize';
import { loadSearchIndex, type LoadedSearchIndex } from './load';

export type SearchIndexState =
  | { status: 'loading' }
  | { status: 'ready'; index: LoadedSearchIndex }
  | { status: 'failed'; retry: () => void };

/** The language's search index, fetched when the component using it mounts. */
export function useSearchIndex(language: Language): SearchIndexState {
  const [loaded, setLoaded] = useState<{ language: Language; index: LoadedSearchIndex } | null>(null);
  const [failedFor, setFailedFor] = useState<Language | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadSearchIndex(language).then(
      (index) => current && setLoaded({ language, index }),
      () => current && setFailedFor(language),
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);

  const retry = useCallback(() => {
    setFailedFor(null);
    setAttempt((count) => count + 1);
  }, []);

  if (loaded?.language === language) return { status: 'ready', index: loaded.index };
  if (failedFor === language) return { status: 'failed', retry };
  return { status: 'loading' };
}
