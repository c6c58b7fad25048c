import { defineBehaviourIsland } from '../../ui/islands/define-island';
import type { SliderBehaviourProps } from './slider.behaviour';

export const sliderIsland = defineBehaviourIsland<SliderBehaviourProps>(
  'slider',
  () => import('./slider.behaviour'),
);
