import type { ContentError } from './types';
import { shillings, sum, validFeeDocuments } from './fee-documents';
import type { ContentRule } from './types';
import { because } from './reasons';

/**
 * In each programme's fee table, every line's annual amount is its two semesters, the totals row is
 * the sum of the lines, and the programme's "other fees" is that annual total.
 */
export const feeLinesAddUp: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of validFeeDocuments(context)) {
    document.data.programs.forEach((program, programIndex) => {
      const at = `/programs/${programIndex}`;
      program.feeLines.forEach((line, lineIndex) => {
        const expected = line.semesterOne + line.semesterTwo;
        if (line.annual !== expected) {
          const words = {
            semesterOne: shillings(line.semesterOne),
            semesterTwo: shillings(line.semesterTwo),
            expected: shillings(expected),
          };
          errors.push({
            file: document.file,
            pointer: `${at}/feeLines/${lineIndex}/annual`,
            message: `must be semester I + semester II = ${words.semesterOne} + ${words.semesterTwo} = ${words.expected}`,
            value: line.annual,
            reason: because('fees.lineAnnual', words),
          });
        }
      });
      // Each column's name is in its reason's words, so the admin can name it in the screen's language.
      const columns = [
        ['semesterOne', 'semester I', 'fees.totalsSemesterOne'],
        ['semesterTwo', 'semester II', 'fees.totalsSemesterTwo'],
        ['annual', 'annual', 'fees.totalsAnnual'],
      ] as const;
      for (const [column, name, reason] of columns) {
        const expected = sum(program.feeLines.map((line) => line[column]));
        if (program.feeTotals[column] !== expected) {
          errors.push({
            file: document.file,
            pointer: `${at}/feeTotals/${column}`,
            message: `must be the sum of the fee lines' ${name} amounts, ${shillings(expected)}`,
            value: program.feeTotals[column],
            reason: because(reason, { expected: shillings(expected) }),
          });
        }
      }
      const linesAnnual = sum(program.feeLines.map((line) => line.annual));
      if (program.otherFees !== linesAnnual) {
        errors.push({
          file: document.file,
          pointer: `${at}/otherFees`,
          message: `must be the annual total of the fee lines, ${shillings(linesAnnual)}`,
          value: program.otherFees,
          reason: because('fees.otherFees', { expected: shillings(linesAnnual) }),
        });
      }
    });
  }
  return errors;
};
