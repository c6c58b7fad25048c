import { COUNT_NAMES, type VisitorCounts } from '../../content/statistics';
import { formatCount, NO_COUNT } from './format-count';
import type { StatisticsClientSettings, VisitorTracker } from './tracker';

export interface VisitorCountsProps {
  /** Only what the browser needs: the page carries no server settings. */
  statistics: StatisticsClientSettings;
  /** The address of the page shown, recorded as a page of the visit (spec §7). */
  path: string;
}

/** Writes the counts, or a dash for each while there are none, into the panel's list. */
export function showCounts(host: HTMLElement, counts: VisitorCounts | null): void {
  host.querySelector('.visitor-counts')?.setAttribute('aria-busy', String(counts === null));
  for (const name of COUNT_NAMES) {
    const value = host.querySelector(`[data-count="${name}"] dd`);
    if (value) value.textContent = counts ? formatCount(counts[name]) : NO_COUNT;
  }
}

/**
 * The counts of the Visitors panel, with no React: the tracker is loaded once the panel has started
 * (it comes near the screen), the counts fill the prerendered list and are refreshed while they show.
 * Starting records the page too, unless the page's start already has (count-page-view.ts). Returns
 * the release of the tracker, for a panel that goes (the admin's whole pages).
 */
export function adopt(host: HTMLElement, { statistics, path }: VisitorCountsProps): () => void {
  let tracker: VisitorTracker | undefined;
  let stopShowing: (() => void) | undefined;
  let gone = false;
  import('./tracker')
    .then(({ acquireTracker }) => {
      if (gone) return;
      const acquired = acquireTracker(statistics);
      tracker = acquired;
      acquired.trackPage(path);
      stopShowing = acquired.subscribe(() => showCounts(host, acquired.counts()));
      showCounts(host, acquired.counts());
    })
    .catch((error: unknown) => console.warn('The visitor counts could not start:', error));
  return () => {
    gone = true;
    stopShowing?.();
    tracker?.release();
  };
}
