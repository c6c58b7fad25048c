import type { ContentError } from './types';
import { shillings, sum, validFeeDocuments } from './fee-documents';
import type { ContentRule } from './types';

/** A programme's monthly instalments add up to its total annual cost, one instalment per month. */
export const feeInstalmentsAddUp: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of validFeeDocuments(context)) {
    document.data.programs.forEach((program, programIndex) => {
      const at = `/programs/${programIndex}/monthlyInstalments`;
      const paid = sum(program.monthlyInstalments.map((instalment) => instalment.amount));
      if (paid !== program.totalAnnual) {
        errors.push({
          file: document.file,
          pointer: at,
          message: `must add up to the total annual cost of ${shillings(program.totalAnnual)}, but they add up to ${shillings(paid)}`,
          value: paid,
        });
      }
      const seen = new Set<string>();
      program.monthlyInstalments.forEach((instalment, index) => {
        if (seen.has(instalment.month)) {
          errors.push({
            file: document.file,
            pointer: `${at}/${index}/month`,
            message: 'has an instalment already; one instalment per month',
            value: instalment.month,
          });
        }
        seen.add(instalment.month);
      });
    });
  }
  return errors;
};
