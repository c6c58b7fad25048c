import { useId, type ReactNode } from 'react';
import type { LocalizedText } from '../../content/types.generated';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { columnLabels, DataTable, TableScroller } from '../table/DataTable';
import { formatAmount } from './money';

/**
 * A fee table: scrolls sideways on a phone, is named by its caption and, when it counts money in the
 * document's currency, says so.
 */
export function FeeTable({
  caption,
  inCurrency = true,
  narrow = false,
  columns,
  children,
}: {
  caption: string;
  /** The header row; figure columns are aligned for comparing. */
  columns: { label: LocalizedText; amount?: boolean }[];
  inCurrency?: boolean;
  /** For a table of two columns, which would look empty stretched across a wide page. */
  narrow?: boolean;
  children: ReactNode;
}) {
  const fees = useDocument('fees');
  const { l } = useTranslation();
  const captionId = useId();
  return (
    <TableScroller
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      style={narrow ? { maxWidth: 560 } : undefined}
    >
      <DataTable style={columnLabels(columns.map((column) => l(column.label)))}>
        <caption id={captionId}>
          {inCurrency ? `${caption} (${l(fees.currency.name)}, ${fees.currency.symbol})` : caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.amount ? 'amount' : undefined}>
                <ContentText text={column.label} />
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </DataTable>
    </TableScroller>
  );
}

/** A figure cell; a fee not charged in that column reads as "None" to screen readers and a dash to the eye. */
export function AmountCell({ amount }: { amount: number }) {
  const fees = useDocument('fees');
  return (
    <td className="amount">
      {amount === 0 ? (
        <>
          <span aria-hidden>–</span>
          <VisuallyHidden>
            <ContentText text={fees.labels.none} />
          </VisuallyHidden>
        </>
      ) : (
        formatAmount(amount)
      )}
    </td>
  );
}
