import { styled } from '@mui/material/styles';
import { useTranslation } from '../../i18n';
import type { BlockProps } from '../types';

/** Scrolls sideways on a narrow phone instead of squeezing the columns. */
const Scroller = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  marginBottom: theme.spacing(3),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
}));

const Table = styled('table')(({ theme }) => ({
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
}));

export default function TableBlock({ content }: BlockProps<'table'>) {
  const { l } = useTranslation();
  return (
    <Scroller tabIndex={0} role="region" aria-label={content.caption ? l(content.caption) : undefined}>
      <Table>
        {content.caption && <caption>{l(content.caption)}</caption>}
        <thead>
          <tr>
            {content.columns.map((column, index) => (
              <th key={index} scope="col">
                {l(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {content.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{l(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
