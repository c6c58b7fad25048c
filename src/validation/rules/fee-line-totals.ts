import type { ContentError } from './types';
import { shillings, sum, validFeeDocuments } from './fee-documents';
import type { ContentRule } from './types';

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
          errors.push({
            file: document.file,
            pointer: `${at}/feeLines/${lineIndex}/annual`,
            message: `must be semester I + semester II = ${shillings(line.semesterOne)} + ${shillings(line.semesterTwo)} = ${shillings(expected)}`,
            value: line.annual,
          });
        }
      });
      const columns = [
        ['semesterOne', 'semester I'],
        ['semesterTwo', 'semester II'],
        ['annual', 'annual'],
      ] as const;
      for (const [column, name] of columns) {
        const expected = sum(program.feeLines.map((line) => line[column]));
        if (program.feeTotals[column] !== expected) {
          errors.push({
            file: document.file,
            pointer: `${at}/feeTotals/${column}`,
            message: `must be the sum of the fee lines' ${name} amounts, ${shillings(expected)}`,
            value: program.feeTotals[column],
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
        });
      }
    });
  }
  return errors;
};
