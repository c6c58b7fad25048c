import AxeBuilder from '@axe-core/playwright';
import axeCore, { type AxeResults } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's source, run only where the document has none yet. AxeBuilder evaluates its source in
 * the page twice a scan, and again at every scan of the same page (each dialog of an admin screen):
 * half a second each time on a busy machine, for nothing once axe-core is there.
 */
const AXE_ONCE_PER_DOCUMENT = `if (typeof window.axe === 'undefined') {\n${axeCore.source}\n}`;

/**
 * axe-core over the page as it stands, its frames included. Legacy mode gathers the results in the
 * page itself: otherwise each scan opens a blank page of its own to gather them, which doubles its
 * time on a busy machine. Only violations are reported in full: the passes' every element, which no
 * test reads, took a third of a scan to gather and send.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource: AXE_ONCE_PER_DOCUMENT })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
}

/** Every violation of a scan as "rule (impact): help", then each element at fault with axe-core's summary. */
export function violationReport({ violations }: AxeResults): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary}`).join('\n'),
  );
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
    (ruleId) =>
      window.axe.run(document, {
        runOnly: { type: 'rule', values: [ruleId] },
        iframes: false,
        resultTypes: ['violations'],
      }),
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
