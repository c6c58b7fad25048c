import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/image-text.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'image-text',
  component: lazyBlock(() => import('./ImageTextBlock')),
  searchText: (content, language) => plainText(content, language),
});
