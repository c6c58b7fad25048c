import ImageBlock from './ImageBlock';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/image.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'image',
  component: ImageBlock,
  searchText: (content, language) => plainText(content, language),
});
