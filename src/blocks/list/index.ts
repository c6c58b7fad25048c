import ListBlock from './ListBlock';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/list.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'list',
  component: ListBlock,
  searchText: (content, language) => plainText(content, language),
});
