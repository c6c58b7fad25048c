import type { ReactNode } from 'react';
import { columnLabels, DataTable, TableScroller } from './DataTable';

/**
 * A table of ready-made cells under a header row, named for assistive technology by its label. With
 * an action column, the last cell of each row is its action (a download), full width on a phone.
 */
export function ContentTable({
  label,
  columns,
  rows,
  widths = [],
  actionColumn = false,
}: {
  label: string;
  columns: string[];
  actionColumn?: boolean;
  /** CSS widths of the columns; a column without one takes what is left. */
  widths?: (string | undefined)[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <TableScroller tabIndex={0} role="region" aria-label={label}>
      <DataTable aria-label={label} style={columnLabels(columns)}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" style={widths[index] ? { width: widths[index] } : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  className={actionColumn && index === row.cells.length - 1 ? 'action' : undefined}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroller>
  );
}
