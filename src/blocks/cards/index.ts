import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/cards.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'cards',
  component: lazyBlock(() => import('./CardsBlock')),
  searchText: (content, language) => plainText(content, language),
});
