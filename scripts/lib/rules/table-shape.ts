import type { ContentError } from '../content-validator';
import type { ContentRule } from './types';
import { walkObjects } from './types';

/** A table block's rows have exactly as many cells as the table has columns. */
export const tableRowsMatchColumns: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    if (!document.valid) continue;
    walkObjects(document.data, (object, pointer) => {
      if (object.type !== 'table' || !object.content || typeof object.content !== 'object') return;
      const { columns, rows } = object.content as { columns: unknown[]; rows: unknown[][] };
      rows.forEach((row, index) => {
        if (row.length !== columns.length) {
          errors.push({
            file: document.file,
            pointer: `${pointer}/content/rows/${index}`,
            message: `has ${row.length} cells but the table has ${columns.length} columns`,
          });
        }
      });
    });
  }
  return errors;
};
