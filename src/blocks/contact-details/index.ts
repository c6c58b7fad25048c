import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/contact-details.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'contact-details',
  component: lazyBlock(() => import('./ContactDetailsBlock')),
  documents: ['site'],
  searchText: (content, language, { site }) =>
    plainText([content, site.general.address, site.general.phone, site.general.email], language),
});
