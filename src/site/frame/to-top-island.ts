import { defineIsland } from '../../ui/islands/define-island';
import type { ToTopIslandProps } from './ToTop.island';

export const toTopIsland = defineIsland<ToTopIslandProps>('to-top', () => import('./ToTop.island'));
