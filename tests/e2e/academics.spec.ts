import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { english, money, readFees } from './support/fees';
import { desktop } from './support/viewports';

const fees = readFees();
const site = JSON.parse(fs.readFileSync(path.resolve('content/site.json'), 'utf8')) as {
  admission: { onlineApplicationUrl: string };
};

/** What each department page must say applicants need (spec: admission rules). */
const ENTRY_SUBJECTS: Record<string, string[]> = {
  'pharmaceutical-sciences': ['Chemistry', 'Biology'],
  'clinical-medicine': ['Physics', 'Chemistry', 'Biology'],
  'medical-laboratory': ['Chemistry', 'Biology', 'English', 'Physics, Mathematics or Engineering Science'],
};

test.describe('Academics', () => {
  test.use(desktop);

  test('the overview leads to the three departments and lists the academic events', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/academics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academics');
    for (const program of fees.programs) {
      const link = page.locator('main').locator(`a[href="${program.programUrl}"]`).first();
      await expect(link).toBeVisible();
    }
    const events = page.getByRole('table', { name: 'Academic events 2024/2025' });
    await expect(events.locator('tbody tr')).toHaveCount(8);
    await expect(events).toContainText('15 October 2024');
    await expect(events).toContainText('2–30 August 2025');
    await page.locator('main').locator(`a[href="${fees.programs[0]!.programUrl}"]`).first().click();
    await expect(page).toHaveURL(fees.programs[0]!.programUrl);
    expect(errors).toEqual([]);
  });

  for (const program of fees.programs) {
    test(`${english(program.name)}: programmes, entry, how to apply and the fees of content/fees.json`, async ({
      page,
    }) => {
      test.slow();
      const errors = collectPageErrors(page);
      await page.goto(program.programUrl);
      const main = page.locator('main');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Academics');

      const programmes = page.getByRole('table', { name: /^Programmes of the Department/ });
      await expect(programmes.locator('tbody tr')).toHaveCount(2);
      await expect(programmes).toContainText('2 years');
      await expect(programmes).toContainText('3 years');

      for (const subject of ENTRY_SUBJECTS[program.id]!) await expect(main).toContainText(subject);
      await expect(main).toContainText('Form IV');
      await expect(main).toContainText('up to two programmes');

      const apply = main.getByRole('link', { name: /Apply now/ });
      await expect(apply).toHaveAttribute('href', site.admission.onlineApplicationUrl);
      await expect(apply).toHaveAttribute('target', '_blank');

      const block = page.getByTestId(`fee-structure-${program.id}`);
      await expect(block.locator('[data-figure="total-annual"] dd')).toHaveText(
        money(fees, program.totalAnnual),
      );
      await expect(block.getByTestId('heslb-badge')).toHaveCount(program.heslbLoanEligible ? 1 : 0);
      await expect(block).toContainText(english(fees.hostel.text));
      const instalments = block.getByRole('table', {
        name: new RegExp(`^${english(fees.labels.headings.monthlyInstalments)}`),
      });
      await expect(instalments.locator('tbody tr')).toHaveCount(program.monthlyInstalments.length);
      await expect(block.getByTestId('payment-methods')).toContainText(
        english(fees.paymentMethods.reference),
      );
      for (const note of fees.notes) await expect(block).toContainText(english(note));

      await main.getByRole('link', { name: /continuing students/ }).click();
      await expect(page).toHaveURL(program.detailsUrl);
      expect(errors).toEqual([]);
    });
  }
});
