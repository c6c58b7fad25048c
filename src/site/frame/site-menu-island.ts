import { defineBehaviourIsland } from '../../ui/islands/define-island';

/** The main menu's behaviour (site-menu.behaviour): it reads all it needs from the list. */
export const siteMenuIsland = defineBehaviourIsland<Record<string, never>>(
  'site-menu',
  () => import('./site-menu.behaviour'),
);
