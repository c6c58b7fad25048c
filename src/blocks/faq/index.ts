import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/faq.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'faq',
  component: lazyBlock(() => import('./FaqBlock')),
  hydratesWholePage: true,
  documents: ['faq'],
  searchText: (content, language, { faq }) => plainText([content, faq.entries], language),
});
