import { defineBehaviourIsland } from '../../ui/islands/define-island';
import type { VisitorCountsProps } from './visitor-counts.behaviour';

export const visitorCountsIsland = defineBehaviourIsland<VisitorCountsProps>(
  'visitor-counts',
  () => import('./visitor-counts.behaviour'),
);
