import type { FeeFrequency, LocalizedText } from '../../content/types.generated';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { FeeSection } from './FeeSection';
import { AmountCell, FeeTable } from './FeeTable';
import { formatAmount } from './money';

export interface FeeItemRow {
  key: string;
  name: LocalizedText;
  note?: LocalizedText;
  /** A fixed amount, or the range of one that depends on the programme. */
  amount: number | { min: number; max: number };
  frequency: FeeFrequency;
}

/** A section listing fee items with their amount and how often each is paid. */
export function FeeItemsTable({ heading, rows }: { heading: LocalizedText; rows: FeeItemRow[] }) {
  const { l } = useTranslation();
  const fees = useDocument('fees');
  const { labels } = fees;
  return (
    <FeeSection heading={l(heading)}>
      <FeeTable
        caption={`${l(heading)}, ${fees.academicYear}`}
        columns={[
          { label: labels.feeItem },
          { label: labels.amount, amount: true },
          { label: labels.frequency },
        ]}
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <ContentText text={row.name} />
                {row.note && (
                  <span className="note">
                    <ContentText text={row.note} />
                  </span>
                )}
              </th>
              {typeof row.amount === 'number' ? (
                <AmountCell amount={row.amount} />
              ) : (
                <td className="amount range">
                  {formatAmount(row.amount.min)} – {formatAmount(row.amount.max)}
                </td>
              )}
              <td>
                <ContentText text={labels.frequencies[row.frequency]} />
              </td>
            </tr>
          ))}
        </tbody>
      </FeeTable>
    </FeeSection>
  );
}
