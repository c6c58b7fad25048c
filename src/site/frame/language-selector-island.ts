import { defineIsland } from '../../ui/islands/define-island';
import type { LanguageSelectorProps } from './LanguageSelector.island';

export const languageSelectorIsland = defineIsland<LanguageSelectorProps>(
  'language-selector',
  () => import('./LanguageSelector.island'),
);
