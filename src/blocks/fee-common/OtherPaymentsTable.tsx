import type { ProgramFees } from '../../content/types.generated';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { AmountCell, FeeTable } from './FeeTable';

/** A programme's other payments, line by line, in semester I, semester II and the year, with their totals. */
export function OtherPaymentsTable({ program }: { program: ProgramFees }) {
  const fees = useDocument('fees');
  const { l } = useTranslation();
  const { labels } = fees;
  return (
    <FeeTable
      caption={`${l(program.name)}, ${fees.academicYear}`}
      columns={[
        { label: labels.feeItem },
        { label: labels.semesterOne, amount: true },
        { label: labels.semesterTwo, amount: true },
        { label: labels.annual, amount: true },
      ]}
    >
      <tbody>
        {program.feeLines.map((line) => (
          <tr key={line.code}>
            <th scope="row">
              <ContentText text={line.name} />
              {line.note && (
                <span className="note">
                  <ContentText text={line.note} />
                </span>
              )}
            </th>
            <AmountCell amount={line.semesterOne} />
            <AmountCell amount={line.semesterTwo} />
            <AmountCell amount={line.annual} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <ContentText text={labels.totalOtherPayments} />
          </th>
          <AmountCell amount={program.feeTotals.semesterOne} />
          <AmountCell amount={program.feeTotals.semesterTwo} />
          <AmountCell amount={program.feeTotals.annual} />
        </tr>
      </tfoot>
    </FeeTable>
  );
}
