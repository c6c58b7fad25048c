import { formatAmount } from '../../src/blocks/fee-common/money.ts';
import { localize } from '../../src/content/localize.ts';
import type { FeeData } from '../../src/content/types.generated';
import { PdfWriter } from './pdf-writer.ts';
import type { DocumentKind } from './types.ts';

const en = (text: Parameters<typeof localize>[0]) => localize(text, 'en');

/** The generated fee structure of a programme of content/fees.json. */
export function feeStructureDocumentId(programId: string): string {
  return `fees-${programId}`;
}

/** One fee-structure PDF per programme of content/fees.json, with the figures its fee page shows. */
export const feeStructureDocuments: DocumentKind = {
  kind: 'fee-structures',
  sources: ['fees'],
  plan: (read) => {
    const fees = read('fees') as FeeData;
    const { labels } = fees;
    const money = (amount: number) => formatAmount(amount);
    return fees.programs.map((program) => ({
      id: feeStructureDocumentId(program.id),
      render: (letterhead) => {
        const writer = new PdfWriter({
          title: `${en(fees.title)}: ${en(program.name)}`,
          subtitle: `Academic year ${fees.academicYear}. Amounts in ${en(fees.currency.name)} (${fees.currency.code}).`,
          letterhead,
        });
        writer.heading(en(labels.headings.summary)).table(
          [en(labels.feeItem), en(labels.amount)],
          [
            [en(labels.tuition), money(program.tuition.annual)],
            [en(labels.tuitionPerSemester), money(program.tuition.perSemester)],
            [en(labels.otherFees), money(program.otherFees)],
            [en(labels.totalAnnual), money(program.totalAnnual)],
            [en(labels.applicationFee), money(fees.applicationFee)],
          ],
          [0.6, 0.4],
        );
        if (program.heslbLoanEligible) writer.paragraph(en(labels.heslbEligible));
        writer
          .heading(en(labels.headings.otherPayments))
          .table(
            [en(labels.feeItem), en(labels.semesterOne), en(labels.semesterTwo), en(labels.annual)],
            [
              ...program.feeLines.map((line) => [
                line.note ? `${en(line.name)} (${en(line.note)})` : en(line.name),
                money(line.semesterOne),
                money(line.semesterTwo),
                money(line.annual),
              ]),
              [
                en(labels.totalOtherPayments),
                money(program.feeTotals.semesterOne),
                money(program.feeTotals.semesterTwo),
                money(program.feeTotals.annual),
              ],
            ],
            [0.4, 0.2, 0.2, 0.2],
          );
        writer
          .heading(en(labels.headings.monthlyInstalments))
          .table(
            [en(labels.month), en(labels.amount)],
            [
              ...program.monthlyInstalments.map((instalment) => [
                en(labels.months[instalment.month]),
                money(instalment.amount),
              ]),
              [
                en(labels.total),
                money(program.monthlyInstalments.reduce((sum, instalment) => sum + instalment.amount, 0)),
              ],
            ],
            [0.6, 0.4],
          );
        writer.heading(en(labels.headings.paymentSchedule)).paragraph(en(fees.paymentSchedule));
        writer.heading(en(fees.hostel.title)).paragraph(en(fees.hostel.text));
        const methods = fees.paymentMethods;
        writer.heading(en(labels.headings.paymentMethods)).paragraph(en(methods.intro));
        if (methods.banks)
          writer.table(
            [en(labels.bank), en(labels.branch), en(labels.accountName), en(labels.accountNumber)],
            methods.banks.map((bank) => [bank.bank, bank.branch ?? '', bank.accountName, bank.accountNumber]),
            [0.18, 0.18, 0.38, 0.26],
          );
        writer
          .bullets(methods.channels.map(en))
          .paragraph(`${en(labels.paymentReference)}: ${en(methods.reference)}`);
        writer.heading(en(labels.headings.notes)).bullets(fees.notes.map(en));
        return writer.finish();
      },
    }));
  },
};
