import LinkBlock from './LinkBlock';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/link.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'link',
  component: LinkBlock,
  searchText: (content, language) => plainText(content, language),
});
