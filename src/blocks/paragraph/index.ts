import ParagraphBlock from './ParagraphBlock';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/paragraph.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'paragraph',
  component: ParagraphBlock,
  searchText: (content, language) => plainText(content, language),
});
