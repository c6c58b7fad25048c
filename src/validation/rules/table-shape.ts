import type { ContentError } from './types';
import type { ContentRule } from './types';
import { walkObjects } from './types';
import { because } from './reasons';

/**
 * A table block's rows have exactly as many cells as the table has columns. Checked even when the
 * document breaks its schema elsewhere, so one run reports every problem; a table whose columns or
 * rows are not lists is left to the schema's own error.
 */
export const tableRowsMatchColumns: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    walkObjects(document.data, (object, pointer) => {
      if (object.type !== 'table' || !object.content || typeof object.content !== 'object') return;
      const { columns, rows } = object.content as { columns?: unknown; rows?: unknown };
      if (!Array.isArray(columns) || !Array.isArray(rows)) return;
      rows.forEach((row: unknown, index) => {
        if (Array.isArray(row) && row.length !== columns.length) {
          errors.push({
            file: document.file,
            pointer: `${pointer}/content/rows/${index}`,
            message: `the row's number of cells (${row.length}) is not the table's number of columns (${columns.length})`,
            reason: because('table.cellCount', { cells: row.length, columns: columns.length }),
          });
        }
      });
    });
  }
  return errors;
};
