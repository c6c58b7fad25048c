import type { ContentError } from './types';
import { shillings, validFeeDocuments } from './fee-documents';
import type { ContentRule } from './types';
import { because } from './reasons';

/** A programme's total annual cost is its tuition plus its other fees; tuition splits evenly over two semesters. */
export const feeProgramTotalsAddUp: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of validFeeDocuments(context)) {
    document.data.programs.forEach((program, programIndex) => {
      const at = `/programs/${programIndex}`;
      const expectedTotal = program.tuition.annual + program.otherFees;
      if (program.totalAnnual !== expectedTotal) {
        const words = {
          tuition: shillings(program.tuition.annual),
          otherFees: shillings(program.otherFees),
          expected: shillings(expectedTotal),
        };
        errors.push({
          file: document.file,
          pointer: `${at}/totalAnnual`,
          message: `must be tuition + other fees = ${words.tuition} + ${words.otherFees} = ${words.expected}`,
          value: program.totalAnnual,
          reason: because('fees.totalAnnual', words),
        });
      }
      if (program.tuition.perSemester * 2 !== program.tuition.annual) {
        errors.push({
          file: document.file,
          pointer: `${at}/tuition/perSemester`,
          message: `must be half the annual tuition of ${shillings(program.tuition.annual)}`,
          value: program.tuition.perSemester,
          reason: because('fees.perSemester', { annual: shillings(program.tuition.annual) }),
        });
      }
    });
  }
  return errors;
};
