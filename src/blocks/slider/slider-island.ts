import { defineIsland } from '../../ui/islands/define-island';
import type { SliderIslandProps } from './Slider.island';

export const sliderIsland = defineIsland<SliderIslandProps>('slider', () => import('./Slider.island'));
