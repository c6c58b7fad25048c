import { defineIsland } from '../../ui/islands/define-island';
import type { FaqKeysProps } from './FaqKeys.island';

export const faqKeysIsland = defineIsland<FaqKeysProps>('faq-keys', () => import('./FaqKeys.island'));
