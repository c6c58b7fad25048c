import fs from 'node:fs';
import path from 'node:path';
import type { FeeData, LocalizedText } from '../../../src/content/types.generated';

/** The fee document as maintainers wrote it: what the pages must show. */
export function readFees(): FeeData {
  return JSON.parse(fs.readFileSync(path.resolve('content/fees.json'), 'utf8')) as FeeData;
}

export function english(text: LocalizedText): string {
  return typeof text === 'string' ? text : text.en;
}

/** An amount as a reader expects it printed, worked out independently of the site's own formatter. */
export function grouped(amount: number): string {
  return amount.toLocaleString('en-US');
}

export function money(fees: FeeData, amount: number): string {
  return `${fees.currency.symbol} ${grouped(amount)}`;
}
