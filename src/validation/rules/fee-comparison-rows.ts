import type { ContentError } from './types';
import { shillings, validFeeDocuments } from './fee-documents';
import type { ContentRule } from './types';
import { because } from './reasons';

/**
 * Each mandatory fee on the comparison page is the yearly amount of a fee line that every programme
 * has: the same amount in every programme, or a { min, max } range spanning what the programmes pay.
 */
export const feeComparisonMatchesPrograms: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of validFeeDocuments(context)) {
    const { programs, comparison } = document.data;
    comparison.mandatoryFees.forEach((row, rowIndex) => {
      const at = `/comparison/mandatoryFees/${rowIndex}`;
      const lacking = programs.filter(
        (program) => !program.feeLines.some((line) => line.code === row.feeLine),
      );
      if (lacking.length > 0) {
        const programmes = lacking.map((program) => program.id).join(', ');
        errors.push({
          file: document.file,
          pointer: `${at}/feeLine`,
          message: `names a fee line that programme ${programmes} does not have`,
          value: row.feeLine,
          reason: because('fees.comparisonLineMissing', { programmes }),
        });
        return;
      }
      const annuals = programs.map(
        (program) => program.feeLines.find((line) => line.code === row.feeLine)!.annual,
      );
      const low = Math.min(...annuals);
      const high = Math.max(...annuals);
      const expected = low === high ? shillings(low) : `{ "min": ${low}, "max": ${high} }`;
      const matches =
        typeof row.amount === 'number'
          ? low === high && row.amount === low
          : row.amount.min === low && row.amount.max === high;
      if (!matches) {
        errors.push({
          file: document.file,
          pointer: `${at}/amount`,
          message: `must be what the programmes pay a year for ${row.feeLine}: ${expected}`,
          value: row.amount,
          reason: because('fees.comparisonAmount', { feeLine: row.feeLine, expected }),
        });
      }
    });
  }
  return errors;
};
