import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ProgramFees } from '../../src/content/types.generated';
import { collectPageErrors } from './support/console';
import { holdScripts } from './support/islands';
import { english, grouped, money, readFees } from './support/fees';
import { desktop } from './support/viewports';

const fees = readFees();
const COMPARISON = '/fees/combined-programs';

function card(page: Page, program: ProgramFees): Locator {
  return page.locator(`[data-testid="fee-comparison"] li[data-program="${program.id}"]`);
}

/** The programme cards the tabs leave shown. */
function shownCards(page: Page): Locator {
  return page.locator('[data-testid="fee-comparison"] li[data-program]').filter({ visible: true });
}

/** Chooses each tab in turn: the cards narrow to its programme, and all come back with the first tab. */
async function expectTabsFilter(page: Page): Promise<void> {
  const tabs = page.getByRole('group', { name: 'Show the fees of' });
  const cards = shownCards(page);
  await expect(tabs.locator('label')).toHaveText([
    english(fees.labels.allPrograms),
    ...fees.programs.map((program) => english(program.shortName)),
  ]);
  await expect(cards).toHaveCount(fees.programs.length);
  const badges = page.getByTestId('heslb-badge').filter({ visible: true });
  await expect(badges).toHaveCount(1);
  await expect(
    card(
      page,
      fees.programs.find((program) => program.heslbLoanEligible)!,
    ),
  ).toContainText(english(fees.labels.heslbEligible));

  for (const program of fees.programs) {
    // A visitor taps the tab's label; the radio inside it is what a screen reader meets.
    await tabs.getByText(english(program.shortName), { exact: true }).click();
    await expect(tabs.getByRole('radio', { name: english(program.shortName), exact: true })).toBeChecked();
    await expect(cards).toHaveCount(1);
    await expect(card(page, program)).toBeVisible();
    await expect(badges).toHaveCount(program.heslbLoanEligible ? 1 : 0);
  }
  await tabs.getByText(english(fees.labels.allPrograms), { exact: true }).click();
  await expect(cards).toHaveCount(fees.programs.length);
}

/** The cells of one table row, with their text as a screen reader meets it, spaces collapsed. */
async function rowCells(row: Locator): Promise<string[]> {
  return (await row.locator('th, td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** A figure cell: the amount, or for a fee not charged then a dash that screen readers hear as "None". */
function shown(amount: number): string {
  return amount === 0 ? `– ${english(fees.labels.none)}` : grouped(amount);
}

test.describe('Compare All Programs', () => {
  test.use(desktop);

  test('tabs filter the programme cards, and only Medical Laboratory carries the HESLB loan badge', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(COMPARISON);
    await expectTabsFilter(page);
    expect(errors).toEqual([]);
  });

  test('the tabs filter before any script has loaded', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(COMPARISON, { waitUntil: 'commit' });
    const tabs = page.getByRole('group', { name: 'Show the fees of' });
    const program = fees.programs[1]!;
    await tabs.getByText(english(program.shortName), { exact: true }).click();
    await expect(shownCards(page)).toHaveCount(1);
    await expect(card(page, program)).toBeVisible();
    await release();
    await page.waitForLoadState('load');
    await expect(card(page, program)).toBeVisible();
    await expect(shownCards(page)).toHaveCount(1);
  });

  test.describe('with JavaScript switched off', () => {
    test.use({ javaScriptEnabled: false });

    test('the tabs filter the programme cards', async ({ page }) => {
      await page.goto(COMPARISON);
      await expectTabsFilter(page);
    });
  });

  test('each card shows the tuition, other fees and total annual of content/fees.json', async ({ page }) => {
    await page.goto(COMPARISON);
    for (const program of fees.programs) {
      const figures = card(page, program).locator('dd');
      await expect(figures).toHaveText([
        money(fees, program.tuition.annual),
        money(fees, program.otherFees),
        money(fees, program.totalAnnual),
      ]);
    }
  });

  test('tuition by semester and the mandatory fees match the content', async ({ page }) => {
    await page.goto(COMPARISON);
    const tuition = page.getByRole('table', {
      name: new RegExp(`^${english(fees.labels.headings.tuitionBySemester)}`),
    });
    for (const [index, program] of fees.programs.entries()) {
      expect(await rowCells(tuition.locator('tbody tr').nth(index))).toEqual([
        english(program.name),
        grouped(program.tuition.perSemester),
        grouped(program.tuition.perSemester),
        grouped(program.tuition.annual),
      ]);
    }
    const mandatory = page.getByRole('table', {
      name: new RegExp(`^${english(fees.labels.headings.mandatoryFees)}`),
    });
    const rows = mandatory.locator('tbody tr');
    await expect(rows).toHaveCount(fees.comparison.mandatoryFees.length);
    for (const [index, fee] of fees.comparison.mandatoryFees.entries()) {
      const amount =
        typeof fee.amount === 'number'
          ? grouped(fee.amount)
          : `${grouped(fee.amount.min)} – ${grouped(fee.amount.max)}`;
      const cells = await rowCells(rows.nth(index));
      expect(cells.slice(1)).toEqual([amount, english(fees.labels.frequencies[fee.frequency])]);
      expect(cells[0]).toContain(english(fee.name));
    }
    await expect(page.getByTestId('payment-schedule')).toContainText(english(fees.paymentSchedule));
    await expect(page.getByTestId('payment-methods')).toContainText(
      fees.paymentMethods.banks![0]!.accountNumber,
    );
  });

  test('the details links of every card lead to existing pages', async ({ page }) => {
    test.slow();
    for (const program of fees.programs) {
      await page.goto(COMPARISON);
      await card(page, program).locator('[data-link="fee-details"]').click();
      await expect(page).toHaveURL(program.detailsUrl);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(english(program.name));
      const department = await page.request.get(program.programUrl);
      expect(department.status()).toBe(200);
    }
  });
});

test.describe('programme fee pages', () => {
  test.use(desktop);

  for (const program of fees.programs) {
    test(`${english(program.name)}: every figure equals the content`, async ({ page }) => {
      test.slow();
      const errors = collectPageErrors(page);
      await page.goto(program.detailsUrl);
      const block = page.getByTestId(`fee-structure-${program.id}`);
      await expect(block.locator('[data-figure] dd')).toHaveText([
        money(fees, program.tuition.annual),
        money(fees, program.otherFees),
        money(fees, program.totalAnnual),
        money(fees, program.tuition.perSemester),
        money(fees, fees.applicationFee),
      ]);
      await expect(block.getByTestId('heslb-badge')).toHaveCount(program.heslbLoanEligible ? 1 : 0);

      const otherPayments = block.getByRole('table', { name: new RegExp(`^${english(program.name)}, `) });
      const lines = otherPayments.locator('tbody tr');
      await expect(lines).toHaveCount(program.feeLines.length);
      for (const [index, line] of program.feeLines.entries()) {
        const cells = await rowCells(lines.nth(index));
        expect(cells[0]).toContain(english(line.name));
        expect(cells.slice(1)).toEqual([
          shown(line.semesterOne),
          shown(line.semesterTwo),
          shown(line.annual),
        ]);
      }
      expect(await rowCells(otherPayments.locator('tfoot tr'))).toEqual([
        english(fees.labels.totalOtherPayments),
        grouped(program.feeTotals.semesterOne),
        grouped(program.feeTotals.semesterTwo),
        grouped(program.feeTotals.annual),
      ]);

      const instalments = block.getByRole('table', {
        name: new RegExp(`^${english(fees.labels.headings.monthlyInstalments)}`),
      });
      const months = instalments.locator('tbody tr');
      await expect(months).toHaveCount(program.monthlyInstalments.length);
      for (const [index, instalment] of program.monthlyInstalments.entries()) {
        expect(await rowCells(months.nth(index))).toEqual([
          english(fees.labels.months[instalment.month]),
          grouped(instalment.amount),
        ]);
      }
      expect(await rowCells(instalments.locator('tfoot tr'))).toEqual([
        english(fees.labels.total),
        grouped(program.totalAnnual),
      ]);

      await expect(block).toContainText(english(fees.hostel.text));
      for (const note of fees.notes) await expect(block).toContainText(english(note));
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Fees Structure');
      await expect(
        page.locator('main').getByRole('link', { name: /compare all programmes/i }),
      ).toHaveAttribute('href', COMPARISON);
      await expect(page.locator('main').getByRole('link', { name: /department of/i })).toHaveAttribute(
        'href',
        program.programUrl,
      );
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the general fees page', () => {
  test.use(desktop);

  test('shows tuition in shillings and dollars, additional fees, accommodation and payment plans', async ({
    page,
  }) => {
    await page.goto('/fees');
    const overview = page.getByTestId('fee-overview');
    const tuition = overview.getByRole('table', {
      name: new RegExp(`^${english(fees.labels.headings.tuitionRates)}`),
    });
    for (const [index, rate] of fees.general.tuition.entries()) {
      expect(await rowCells(tuition.locator('tbody tr').nth(index))).toEqual([
        english(rate.program),
        grouped(rate.amountTzs),
        grouped(rate.amountUsd),
      ]);
    }
    const additional = overview.getByRole('table', {
      name: new RegExp(`^${english(fees.labels.headings.additionalFees)}`),
    });
    for (const [index, fee] of fees.general.additionalFees.entries()) {
      const cells = await rowCells(additional.locator('tbody tr').nth(index));
      expect(cells.slice(1)).toEqual([grouped(fee.amount), english(fees.labels.frequencies[fee.frequency])]);
    }
    const rooms = overview.getByRole('table', {
      name: new RegExp(`^${english(fees.labels.headings.accommodation)}`),
    });
    for (const [index, room] of fees.general.accommodation.entries()) {
      expect(await rowCells(rooms.locator('tbody tr').nth(index))).toEqual([
        english(room.name),
        grouped(room.amountPerSemester),
      ]);
    }
    for (const plan of fees.general.paymentPlans) await expect(overview).toContainText(english(plan.text));
    await expect(overview.getByTestId('payment-methods')).toContainText(
      english(fees.general.paymentMethods.reference),
    );
  });
});
