import type { ContentError } from './types';
import { shillings, validFeeDocuments } from './fee-documents';
import type { ContentRule } from './types';

/** A programme's total annual cost is its tuition plus its other fees; tuition splits evenly over two semesters. */
export const feeProgramTotalsAddUp: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of validFeeDocuments(context)) {
    document.data.programs.forEach((program, programIndex) => {
      const at = `/programs/${programIndex}`;
      const expectedTotal = program.tuition.annual + program.otherFees;
      if (program.totalAnnual !== expectedTotal) {
        errors.push({
          file: document.file,
          pointer: `${at}/totalAnnual`,
          message: `must be tuition + other fees = ${shillings(program.tuition.annual)} + ${shillings(program.otherFees)} = ${shillings(expectedTotal)}`,
          value: program.totalAnnual,
        });
      }
      if (program.tuition.perSemester * 2 !== program.tuition.annual) {
        errors.push({
          file: document.file,
          pointer: `${at}/tuition/perSemester`,
          message: `must be half the annual tuition of ${shillings(program.tuition.annual)}`,
          value: program.tuition.perSemester,
        });
      }
    });
  }
  return errors;
};
