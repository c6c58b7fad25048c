import SubtitleBlock from './SubtitleBlock';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/subtitle.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'subtitle',
  component: SubtitleBlock,
  searchText: (content, language) => plainText(content, language),
});
