import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/downloads.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'downloads',
  component: lazyBlock(() => import('./DownloadsBlock')),
  documents: ['downloads'],
  searchText: (_content, language, { downloads }) => plainText(downloads.groups, language),
});
