import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core over the page as it stands, its frames included. Legacy mode gathers the results in the
 * page itself: otherwise each scan opens a blank page of its own to gather them, which doubles its
 * time on a busy machine.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** Fails listing every axe-core violation (rule and the elements it names) on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await axeScan(page).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * The elements one axe-core rule finds at fault in the page's own document, as "rule: target". For a
 * check repeated on one page (at each width of a sweep): axe-core is loaded into the document once,
 * not at every scan, which is most of a scan's cost. Frames are left out: the map's is a third
 * party's page, and the admin's preview shows site pages the sweep visits on their own.
 */
export async function axeRuleFaults(page: Page, rule: string): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeCore.source);
  const { violations } = await page.evaluate(
    (ruleId) => window.axe.run(document, { runOnly: { type: 'rule', values: [ruleId] }, iframes: false }),
    rule,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

declare global {
  interface Window {
    axe: typeof axeCore;
  }
}
