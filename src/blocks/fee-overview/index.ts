import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/fee-overview.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'fee-overview',
  component: lazyBlock(() => import('./FeeOverviewBlock')),
  documents: ['fees'],
  searchText: (_content, language, { fees }) => plainText(fees.general, language),
});
