import CardBlock from './CardBlock';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/card.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'card',
  component: CardBlock,
  searchText: (content, language) => plainText(content, language),
});
