import { COUNT_NAMES } from '../../content/statistics';
import type { PropsInMarkup } from '../../ui/islands/define-island';
import { formatCount } from './format-count';
import type { StatisticsClientSettings } from './tracker';
import { useVisitorCounts } from './useVisitorCounts';

export type CountName = (typeof COUNT_NAMES)[number];

export interface VisitorCountsProps {
  /** Only what the browser needs: the page carries no server settings. */
  statistics: StatisticsClientSettings;
  /** The address of the page shown, recorded as a page of the visit (spec §7). */
  path: string;
  /** Each count's label, in the page's language. */
  labels: Record<CountName, string>;
}

/**
 * The counts of the Visitors panel: a dash for each until the endpoint (or, failing it, the counts
 * kept in this browser) answers, then refreshed while the tab is visible. Showing it records the page
 * too, unless the page's start already has (a page of islands).
 */
export default function VisitorCountsIsland({ statistics, path, labels }: VisitorCountsProps) {
  const counts = useVisitorCounts(statistics, path);
  return (
    <dl className="visitor-counts" aria-busy={counts === null}>
      {COUNT_NAMES.map((name) => (
        <div key={name} data-count={name}>
          <dt>{labels[name]}</dt>
          <dd>{counts ? formatCount(counts[name]) : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The labels are the list's own terms, so a prerendered page need not write them twice. */
export const propsInMarkup: PropsInMarkup<VisitorCountsProps, 'labels'> = {
  keys: ['labels'],
  read: (host) => ({
    labels: Object.fromEntries(
      COUNT_NAMES.map((name) => [name, host.querySelector(`[data-count="${name}"] dt`)?.textContent ?? '']),
    ) as Record<CountName, string>,
  }),
};
