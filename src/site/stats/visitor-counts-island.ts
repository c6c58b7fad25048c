import { defineIsland } from '../../ui/islands/define-island';
import type { VisitorCountsProps } from './VisitorCounts.island';

export const visitorCountsIsland = defineIsland<VisitorCountsProps>(
  'visitor-counts',
  () => import('./VisitorCounts.island'),
);
