import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

/** Scrolls sideways on a narrow phone instead of squeezing the columns. */
export const TableScroller = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  marginBottom: theme.spacing(3),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
}));

/** The site's data table; cells of class "amount" hold figures, aligned for comparing. */
export const DataTable = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.95rem',
  '& caption': { captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: theme.spacing(1.5, 2) },
  '& th, & td': {
    padding: theme.spacing(1.25, 2),
    textAlign: 'left',
    borderTop: `1px solid ${theme.palette.divider}`,
  },
  '& thead th': {
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    borderTop: 0,
  },
  '& tbody tr:nth-of-type(even)': { background: '#f3f6fb' },
  '& .amount': { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& .amount.range, & thead .amount': { whiteSpace: 'normal' },
  '& tfoot th, & tfoot td': { fontWeight: 700, borderTop: `2px solid ${theme.palette.primary.main}` },
  '& .note': { display: 'block', fontSize: '0.85rem', color: theme.palette.text.secondary },
  // A phone has room for a few columns only when the cells sit close.
  [theme.breakpoints.down('sm')]: {
    fontSize: '0.9rem',
    '& caption': { padding: theme.spacing(1.25, 1.25) },
    '& th, & td': { padding: theme.spacing(1, 1.25) },
  },
}));

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
      <DataTable>
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
