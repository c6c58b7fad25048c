import type { ReactNode } from 'react';
import { DataTable, TableScroller } from './DataTable';

/** A table of ready-made cells under a header row, named for assistive technology by its label. */
export function ContentTable({
  label,
  columns,
  rows,
  widths = [],
}: {
  label: string;
  columns: ReactNode[];
  /** CSS widths of the columns; a column without one takes what is left. */
  widths?: (string | undefined)[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <TableScroller tabIndex={0} role="region" aria-label={label}>
      <DataTable aria-label={label}>
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
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroller>
  );
}
