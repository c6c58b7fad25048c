import { useEffect, useState, useSyncExternalStore } from 'react';
import type { StatisticsClientSettings, VisitorTracker } from './tracker';
import type { VisitorCounts } from '../../content/statistics';

const noSubscription = () => () => {};

/**
 * The visitor counts, null until the first answer, and the page at `path` recorded as a page of the
 * visit whenever it changes. The tracker is loaded only once the panel has started, so it adds nothing
 * to the JavaScript a first view waits for; prerendered HTML shows no counts.
 */
export function useVisitorCounts(statistics: StatisticsClientSettings, path: string): VisitorCounts | null {
  const [tracker, setTracker] = useState<VisitorTracker | null>(null);

  useEffect(() => {
    let acquired: VisitorTracker | null = null;
    let cancelled = false;
    void import('./tracker').then(({ acquireTracker }) => {
      if (cancelled) return;
      acquired = acquireTracker(statistics);
      setTracker(acquired);
    });
    return () => {
      cancelled = true;
      acquired?.release();
    };
  }, [statistics]);

  useEffect(() => {
    tracker?.trackPage(path);
  }, [tracker, path]);

  return useSyncExternalStore(
    tracker?.subscribe ?? noSubscription,
    () => tracker?.counts() ?? null,
    () => null,
  );
}
