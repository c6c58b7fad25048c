import { defineIsland } from '../../ui/islands/define-island';
import type { MapFrameProps } from './MapFrame.island';

export const mapFrameIsland = defineIsland<MapFrameProps>('map-frame', () => import('./MapFrame.island'));
