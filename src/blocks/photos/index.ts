import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/photos.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'photos',
  component: lazyBlock(() => import('./PhotosBlock')),
  searchText: (content, language) => plainText(content, language),
});
