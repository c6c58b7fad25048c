import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/admissions-popup.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'admissions-popup',
  component: lazyBlock(() => import('./AdmissionsPopupBlock')),
  hydratesWholePage: true,
  documents: ['popup'],
  searchText: (_content, language, { popup }) => plainText(popup, language),
});
