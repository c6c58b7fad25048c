import { defineIsland } from '../../../ui/islands/define-island';
import type { PageServicesProps } from './PageServices';

export const pageServicesIsland = defineIsland<PageServicesProps>(
  'page-services',
  () => import('./PageServices'),
);
