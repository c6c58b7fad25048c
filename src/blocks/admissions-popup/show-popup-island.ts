import { defineIsland } from '../../ui/islands/define-island';
import type { ShowPopupProps } from './ShowPopup.island';

export const showPopupIsland = defineIsland<ShowPopupProps>(
  'admissions-popup',
  () => import('./ShowPopup.island'),
);
