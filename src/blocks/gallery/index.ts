import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/gallery.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'gallery',
  component: lazyBlock(() => import('./GalleryBlock')),
  documents: ['gallery'],
  searchText: (_content, language, { gallery }) =>
    plainText([gallery.categories, gallery.items.map((item) => [item.title, item.alt])], language),
});
