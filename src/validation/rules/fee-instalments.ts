import type { ContentError } from './types';
import { shillings, sum, validFeeDocuments } from './fee-documents';
import type { ContentRule } from './types';
import { because } from './reasons';

/** A programme's monthly instalments add up to its total annual cost, one instalment per month. */
export const feeInstalmentsAddUp: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of validFeeDocuments(context)) {
    document.data.programs.forEach((program, programIndex) => {
      const at = `/programs/${programIndex}/monthlyInstalments`;
      const paid = sum(program.monthlyInstalments.map((instalment) => instalment.amount));
      if (paid !== program.totalAnnual) {
        const words = { total: shillings(program.totalAnnual), paid: shillings(paid) };
        errors.push({
          file: document.file,
          pointer: at,
          message: `must add up to the total annual cost of ${words.total}, but they add up to ${words.paid}`,
          value: paid,
          reason: because('fees.instalmentsSum', words),
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
            reason: because('fees.instalmentMonth'),
          });
        }
        seen.add(instalment.month);
      });
    });
  }
  return errors;
};
