import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateContent, type ContentError } from '../../scripts/lib/content-validator';
import type { FeeData } from '../../src/content/types.generated';
import { copyProject, editJson, projectRoot, readJson } from './support/project-copy';

const FEES = 'content/fees.json';

let project: ReturnType<typeof copyProject>;
beforeEach(() => {
  project = copyProject();
});
afterEach(() => project.remove());

/** Breaks the copy of content/fees.json and returns what validation reports about it. */
function problemsAfter(change: (fees: FeeData) => void): Pick<ContentError, 'file' | 'pointer' | 'value'>[] {
  editJson<FeeData>(project.root, FEES, change);
  return validateContent({ projectRoot: project.root }).errors.map(({ file, pointer, value }) => ({
    file,
    pointer,
    value,
  }));
}

function messagesAfter(change: (fees: FeeData) => void): string[] {
  editJson<FeeData>(project.root, FEES, change);
  return validateContent({ projectRoot: project.root }).errors.map((error) => error.message);
}

describe('the fee figures of content/fees.json', () => {
  it('add up as they stand', () => {
    const errors = validateContent({ projectRoot }).errors.filter((error) => error.file === FEES);
    expect(errors).toEqual([]);
  });

  it('give each programme exactly the published totals', () => {
    const fees = readJson<FeeData>(projectRoot, FEES);
    expect(
      fees.programs.map((program) => [program.tuition.annual, program.otherFees, program.totalAnnual]),
    ).toEqual([
      [1_400_000, 1_000_000, 2_400_000],
      [1_550_000, 1_100_000, 2_650_000],
      [1_650_000, 1_100_000, 2_750_000],
    ]);
    expect(fees.programs.filter((program) => program.heslbLoanEligible).map((program) => program.id)).toEqual(
      ['medical-laboratory'],
    );
  });
});

describe('fee rules report the file and the JSON pointer of a broken figure', () => {
  it('a fee line whose annual amount is not its two semesters', () => {
    const problems = problemsAfter((fees) => {
      fees.programs[1]!.feeLines[2]!.annual = 40_000;
    });
    // The line, and the totals row the line no longer adds up to.
    expect(problems).toEqual([
      { file: FEES, pointer: '/programs/1/feeLines/2/annual', value: 40_000 },
      { file: FEES, pointer: '/programs/1/feeTotals/annual', value: 1_100_000 },
      { file: FEES, pointer: '/programs/1/otherFees', value: 1_100_000 },
      { file: FEES, pointer: '/comparison/mandatoryFees/2/amount', value: 35_000 },
    ]);
  });

  it('a semester total that is not the sum of its lines', () => {
    const problems = problemsAfter((fees) => {
      fees.programs[0]!.feeTotals.semesterOne = 460_000;
    });
    expect(problems).toEqual([{ file: FEES, pointer: '/programs/0/feeTotals/semesterOne', value: 460_000 }]);
  });

  it('other fees that differ from the annual total of the lines', () => {
    const messages = messagesAfter((fees) => {
      fees.programs[2]!.otherFees = 1_000_000;
      fees.programs[2]!.totalAnnual = 2_650_000;
      fees.programs[2]!.monthlyInstalments[9]!.amount = 130_000;
    });
    expect(messages).toEqual(['must be the annual total of the fee lines, 1,100,000']);
  });

  it('a total annual cost that is not tuition plus other fees', () => {
    const problems = problemsAfter((fees) => {
      fees.programs[1]!.totalAnnual = 2_600_000;
      fees.programs[1]!.monthlyInstalments[9]!.amount = 170_000;
    });
    expect(problems).toEqual([{ file: FEES, pointer: '/programs/1/totalAnnual', value: 2_600_000 }]);
  });

  it('tuition per semester that is not half the annual tuition', () => {
    const problems = problemsAfter((fees) => {
      fees.programs[0]!.tuition.perSemester = 750_000;
    });
    expect(problems).toEqual([{ file: FEES, pointer: '/programs/0/tuition/perSemester', value: 750_000 }]);
  });

  it('monthly instalments that do not add up to the total annual cost', () => {
    const problems = problemsAfter((fees) => {
      fees.programs[2]!.monthlyInstalments[9]!.amount = 220_000;
    });
    expect(problems).toEqual([{ file: FEES, pointer: '/programs/2/monthlyInstalments', value: 2_740_000 }]);
  });

  it('two instalments in one month', () => {
    const problems = problemsAfter((fees) => {
      fees.programs[0]!.monthlyInstalments[1]!.month = 'october';
    });
    expect(problems).toEqual([
      { file: FEES, pointer: '/programs/0/monthlyInstalments/1/month', value: 'october' },
    ]);
  });

  it('a comparison row whose amount no programme pays', () => {
    const problems = problemsAfter((fees) => {
      fees.comparison.mandatoryFees[0]!.amount = 50_000;
    });
    expect(problems).toEqual([{ file: FEES, pointer: '/comparison/mandatoryFees/0/amount', value: 50_000 }]);
  });

  it('a comparison range that does not span what the programmes pay', () => {
    const messages = messagesAfter((fees) => {
      const fieldAttachment = fees.comparison.mandatoryFees.find(
        (row) => row.feeLine === 'field-attachment',
      )!;
      fieldAttachment.amount = { min: 100_000, max: 150_000 };
    });
    expect(messages).toEqual([
      'must be what the programmes pay a year for field-attachment: { "min": 100000, "max": 200000 }',
    ]);
  });

  it('a comparison row naming a fee line a programme lacks', () => {
    const problems = problemsAfter((fees) => {
      fees.comparison.mandatoryFees[0]!.feeLine = 'parking';
    });
    expect(problems).toEqual([
      { file: FEES, pointer: '/comparison/mandatoryFees/0/feeLine', value: 'parking' },
    ]);
  });
});

describe('a programme fee-structure block', () => {
  const PAGE = 'content/pages/fees/clinical-medicine-fee.json';

  it('naming a programme content/fees.json lacks is reported at its program', () => {
    let pointer = '';
    editJson<{ components: { type: string; content: { program?: string } }[] }>(
      project.root,
      PAGE,
      (page) => {
        const index = page.components.findIndex((component) => component.type === 'fee-structure');
        page.components[index]!.content.program = 'nursing';
        pointer = `/components/${index}/content/program`;
      },
    );
    const problems = validateContent({ projectRoot: project.root }).errors.map(
      ({ file, pointer, value }) => ({
        file,
        pointer,
        value,
      }),
    );
    expect(problems).toEqual([{ file: PAGE, pointer, value: 'nursing' }]);
  });
});
