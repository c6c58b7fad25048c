import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/slider.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'slider',
  component: lazyBlock(() => import('./SliderBlock')),
  documents: ['slides'],
  searchText: (_content, language, { slides }) => plainText(slides.slides, language),
});
