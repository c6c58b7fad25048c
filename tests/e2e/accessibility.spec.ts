import { expect } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { visit } from './support/hydration';
import { pageRoutes } from './support/routes';
import { desktop, phone } from './support/viewports';
import { keepAdmissionsPopupAway } from './support/site-only';
import { sweepTest as test } from './support/sweep';
import { axeScan, violationReport } from './support/axe';

/**
 * Every page of content/pages, and the not-found page, loaded on a phone, and the not-found page on a
 * laptop: axe-core must find no violation, and the load must log no error or warning (hydration
 * mismatches among them). The pages at a laptop's width are scanned by the layout sweep
 * (layout-sweep.spec.ts), in the page it opens at that width.
 */
const NOT_FOUND_ADDRESS = '/no-such-page';

for (const [width, viewport, addresses] of [
  ['1366 px', desktop, [NOT_FOUND_ADDRESS]],
  ['390 px', phone, [...pageRoutes(), NOT_FOUND_ADDRESS]],
] as const) {
  test.describe(`at ${width}`, () => {
    test.use(viewport);
    for (const address of addresses) {
      test(`${address}: no axe-core violation, no console error`, async ({ sweepPage: page }) => {
        // axe-core takes seconds per page on a busy machine; the check is thorough rather than quick.
        test.setTimeout(90_000);
        const errors = collectPageErrors(page);
        await keepAdmissionsPopupAway(page);
        expect(await visit(page, address)).toBe(address === NOT_FOUND_ADDRESS ? 404 : 200);

        expect(violationReport(await axeScan(page).analyze())).toEqual([]);

        // The not-found page's own 404 is reported by the browser as a failed resource; nothing else may be.
        const unexpected =
          address === NOT_FOUND_ADDRESS ? errors.filter((error) => !/status of 404/.test(error)) : errors;
        expect(unexpected).toEqual([]);
      });
    }
  });
}
