import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import { findProgram } from '../fee-common/findProgram';
import fragment from '../../../schema/blocks/fee-structure.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'fee-structure',
  component: lazyBlock(() => import('./FeeStructureBlock')),
  documents: ['fees'],
  searchText: (content, language, { fees }) =>
    plainText(
      [
        findProgram(fees, content.program),
        fees.hostel,
        fees.paymentSchedule,
        fees.paymentMethods,
        fees.notes,
      ],
      language,
    ),
});
