import type { FeeData, ProgramFees } from '../../content/types.generated';

export function findProgram(fees: FeeData, id: string): ProgramFees | undefined {
  return fees.programs.find((program) => program.id === id);
}
