import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/stats.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'stats',
  component: lazyBlock(() => import('./StatsBlock')),
  searchText: (content, language) => plainText(content, language),
});
