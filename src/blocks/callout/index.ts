import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/callout.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'callout',
  component: lazyBlock(() => import('./CalloutBlock')),
  searchText: (content, language) => plainText(content, language),
});
