import type { ProgramFees } from '../../content/types.generated';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { AmountCell, FeeTable } from './FeeTable';

/** A programme's monthly instalment plan and what it adds up to. */
export function InstalmentsTable({ program }: { program: ProgramFees }) {
  const fees = useDocument('fees');
  const { l } = useTranslation();
  const { labels } = fees;
  const total = program.monthlyInstalments.reduce((sum, instalment) => sum + instalment.amount, 0);
  return (
    <FeeTable
      caption={`${l(labels.headings.monthlyInstalments)}: ${l(program.name)}`}
      narrow
      columns={[{ label: labels.month }, { label: labels.amount, amount: true }]}
    >
      <tbody>
        {program.monthlyInstalments.map((instalment) => (
          <tr key={instalment.month}>
            <th scope="row">
              <ContentText text={labels.months[instalment.month]} />
            </th>
            <AmountCell amount={instalment.amount} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <ContentText text={labels.total} />
          </th>
          <AmountCell amount={total} />
        </tr>
      </tfoot>
    </FeeTable>
  );
}
