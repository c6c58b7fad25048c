/**
 * The admin's sizes as they were when the baseline was saved, so each run prints its change ("before
 * and after", issue 22). Chunks are named without their content hash, which changes with any edit.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BASELINE_FILE = path.join(import.meta.dirname, 'admin-chunks.baseline.json');

export interface AdminSizesBaseline {
  /** The day the sizes were measured (YYYY-MM-DD). */
  savedOn: string;
  /** KB gzip of each admin chunk, by its name without the hash. */
  chunks: Record<string, number>;
  /** KB gzip each admin view loads before it can be used. */
  views: Record<string, number>;
}

/** assets/OverviewScreen-Bx12_abC.js → OverviewScreen.js: the same chunk across builds. */
export function chunkName(file: string): string {
  return path.basename(file).replace(/-[\w-]{8}(?=\.\w+$)/, '');
}

export function readBaseline(file = BASELINE_FILE): AdminSizesBaseline | undefined {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as AdminSizesBaseline;
}

export function saveBaseline(baseline: AdminSizesBaseline, file = BASELINE_FILE): void {
  fs.writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
}

const round = (kb: number) => Math.round(kb * 10) / 10;

/** Sizes rounded to the table's 0.1 KB, keyed by name. */
export function sizesByName<Row>(rows: Row[], name: (row: Row) => string, kb: (row: Row) => number) {
  return Object.fromEntries(rows.map((row) => [name(row), round(kb(row))]));
}

/** The change against the baseline: "+1.2", "-0.4", "0.0", "new" when the baseline has no such row, '' without a baseline. */
export function changeFrom(before: Record<string, number> | undefined, name: string, kb: number): string {
  if (!before) return '';
  const was = before[name];
  if (was === undefined) return 'new';
  const change = round(kb) - was;
  return `${change > 0 ? '+' : ''}${change.toFixed(1)}`;
}
