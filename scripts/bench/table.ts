/** A plain-text table with aligned columns: text columns align left, figures right. */
export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  align?: 'left' | 'right';
}

export function formatTable<Row>(columns: Column<Row>[], rows: Row[]): string {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...cells.map((line) => line[index]!.length)),
  );
  const pad = (text: string, index: number) =>
    columns[index]!.align === 'left' ? text.padEnd(widths[index]!) : text.padStart(widths[index]!);
  const line = (texts: string[]) => texts.map(pad).join('  ').replace(/\s+$/, '');
  return [
    line(columns.map((column) => column.header)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ].join('\n');
}

/** A heading for one section of the report. */
export function heading(text: string): string {
  return `\n${text}\n${'='.repeat(text.length)}`;
}

/** One line per target: what was measured against what was wanted, and ✓ or ✗. */
export interface TargetResult {
  target: string;
  measured: string;
  pass: boolean;
}

export function formatTargets(results: TargetResult[]): string {
  return formatTable<TargetResult>(
    [
      { header: 'target', value: (result) => result.target, align: 'left' },
      { header: 'measured', value: (result) => result.measured, align: 'left' },
      { header: 'result', value: (result) => (result.pass ? '✓' : '✗'), align: 'left' },
    ],
    results,
  );
}
