import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import type { BlockContentOfType, StudentHandbook } from '../../content/types.generated';
import fragment from '../../../schema/blocks/handbook.schema.json?block-meta';

/** What each part of content/handbook.json shows. */
const HANDBOOK_PARTS: Record<BlockContentOfType<'handbook'>['part'], (handbook: StudentHandbook) => unknown> =
  {
    contents: (handbook) => [handbook.introduction, handbook.contentsTitle, handbook.sections],
    acknowledgment: (handbook) => handbook.acknowledgment,
    'policy-updates': (handbook) => handbook.policyUpdates,
  };

export default defineBlock(fragment, {
  type: 'handbook',
  component: lazyBlock(() => import('./HandbookBlock')),
  documents: ['handbook'],
  searchText: (content, language, { handbook }) =>
    plainText(HANDBOOK_PARTS[content.part](handbook), language),
});
