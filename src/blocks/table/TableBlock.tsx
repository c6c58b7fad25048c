import { useTranslation } from '../../i18n';
import { DataTable, TableScroller } from '../../site/components/DataTable';
import type { BlockProps } from '../types';

export default function TableBlock({ content }: BlockProps<'table'>) {
  const { l } = useTranslation();
  return (
    <TableScroller tabIndex={0} role="region" aria-label={content.caption ? l(content.caption) : undefined}>
      <DataTable>
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
      </DataTable>
    </TableScroller>
  );
}
