import { ContentText, useTranslation } from '../../i18n';
import type { BlockProps } from '../types';
import { columnLabels, DataTable, TableScroller } from './DataTable';

export default function TableBlock({ content }: BlockProps<'table'>) {
  const { l } = useTranslation();
  return (
    <TableScroller tabIndex={0} role="region" aria-label={content.caption ? l(content.caption) : undefined}>
      <DataTable style={columnLabels(content.columns.map((column) => l(column)))}>
        {content.caption && (
          <caption>
            <ContentText text={content.caption} />
          </caption>
        )}
        <thead>
          <tr>
            {content.columns.map((column, index) => (
              <th key={index} scope="col">
                <ContentText text={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {content.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>
                  <ContentText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroller>
  );
}
