import { defineIsland } from '../../ui/islands/define-island';
import type { DesktopMenuIslandProps } from './DesktopMenu.island';

export const desktopMenuIsland = defineIsland<DesktopMenuIslandProps>(
  'desktop-menu',
  () => import('./DesktopMenu.island'),
);
