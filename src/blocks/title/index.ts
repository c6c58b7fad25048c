import TitleBlock from './TitleBlock';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/title.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'title',
  component: TitleBlock,
  searchText: (content, language) => plainText(content, language),
});
