import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useDocument } from '../../content/hooks';
import type { VisitorTracker } from './tracker';
import type { VisitorCounts } from '../../content/statistics';

const noSubscription = () => () => {};

/**
 * The visitor counts, null until the first answer. The tracker is loaded only once the page is
 * hydrated, so it adds nothing to the JavaScript a first view waits for; prerendered HTML shows no
 * counts.
 */
export function useVisitorCounts(): VisitorCounts | null {
  const { statistics } = useDocument('site');
  const { pathname } = useLocation();
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
    tracker?.trackPage(pathname);
  }, [tracker, pathname]);

  return useSyncExternalStore(
    tracker?.subscribe ?? noSubscription,
    () => tracker?.counts() ?? null,
    () => null,
  );
}
