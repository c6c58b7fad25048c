import ColumnsBlock from './ColumnsBlock';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/columns.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'columns',
  component: ColumnsBlock,
  searchText: (content, language) => plainText(content, language),
});
