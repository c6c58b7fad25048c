import { COUNT_NAMES } from '../../content/statistics';
import type { SiteSettings } from '../../content/types.generated';
import { formatCount } from './format-count';
import { useVisitorCounts } from './useVisitorCounts';

export type CountName = (typeof COUNT_NAMES)[number];

export interface VisitorCountsProps {
  statistics: SiteSettings['statistics'];
  /** The address of the page shown, recorded as a page of the visit (spec §7). */
  path: string;
  /** Each count's label, in the page's language. */
  labels: Record<CountName, string>;
}

/**
 * The counts of the Visitors panel: a dash for each until the endpoint (or, failing it, the counts
 * kept in this browser) answers, then refreshed while the tab is visible. Showing it records the page.
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
