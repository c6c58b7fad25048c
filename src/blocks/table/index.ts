import TableBlock from './TableBlock';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/table.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'table',
  component: TableBlock,
  searchText: (content, language) => plainText(content, language),
});
