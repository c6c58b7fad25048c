import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
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

/** Fails listing every axe-core violation (rule and the elements it names) on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
