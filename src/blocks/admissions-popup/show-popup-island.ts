import { defineBehaviourIsland } from '../../ui/islands/define-island';
import type { ShowPopupProps } from './show-popup.behaviour';

export const showPopupIsland = defineBehaviourIsland<ShowPopupProps>(
  'admissions-popup',
  () => import('./show-popup.behaviour'),
);
