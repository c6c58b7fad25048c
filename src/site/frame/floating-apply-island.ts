import { defineIsland } from '../../ui/islands/define-island';
import type { FloatingApplyIslandProps } from './FloatingApply.island';

/** Marks another APPLY NOW on the page; while one is on screen, the floating one stays away. */
export const APPLY_BUTTON_ATTRIBUTE = 'data-apply-button';

/** Spec section 2.6: shown beyond 300 px of scroll; leaves for the admission page 600 ms after the click. */
export const FLOATING_APPLY_SCROLL_THRESHOLD_PX = 300;
export const FLOATING_APPLY_REDIRECT_DELAY_MS = 600;

export const floatingApplyIsland = defineIsland<FloatingApplyIslandProps>(
  'floating-apply',
  () => import('./FloatingApply.island'),
);
