import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import fragment from '../../../schema/blocks/fee-comparison.schema.json?block-meta';

export default defineBlock(fragment, {
  type: 'fee-comparison',
  component: lazyBlock(() => import('./FeeComparisonBlock')),
  hydratesWholePage: true,
  documents: ['fees'],
  searchText: (_content, language, { fees }) =>
    plainText(
      [
        fees.programs.map(({ name, tuition, otherFees, totalAnnual }) => [
          name,
          tuition,
          otherFees,
          totalAnnual,
        ]),
        fees.comparison,
        fees.paymentSchedule,
        fees.paymentMethods,
      ],
      language,
    ),
});
