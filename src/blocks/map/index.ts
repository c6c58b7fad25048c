import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/map.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'map',
  component: lazyBlock(() => import('./MapBlock')),
  searchText: (content, language) => plainText(content, language),
});
