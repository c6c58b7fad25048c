import ActionsBlock from './ActionsBlock';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/actions.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'actions',
  component: ActionsBlock,
  searchText: (content, language) => plainText(content, language),
});
