import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/forms.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'forms',
  component: lazyBlock(() => import('./FormsBlock')),
  documents: ['forms'],
  searchText: (content, language, { forms }) =>
    plainText(content.part === 'forms' ? [forms.formsTitle, forms.forms] : forms[content.part], language),
});
