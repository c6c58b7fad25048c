import { formatAmount } from '../blocks/fee-common/money.ts';
import { feeStructureDocumentId } from '../content/document-ids.ts';
import type { FeeData } from '../content/types.generated';
import { PdfWriter } from './pdf-writer.ts';
import type { DocumentKind } from './types.ts';

/** One fee-structure PDF per programme of content/fees.json, with the figures its fee page shows. */
export const feeStructureDocuments: DocumentKind = {
  kind: 'fee-structures',
  sources: ['fees'],
  plan: (read, language) => {
    const fees = read('fees') as FeeData;
    const { t, l } = language;
    const { labels } = fees;
    const money = (amount: number) => formatAmount(amount);
    return fees.programs.map((program) => ({
      id: feeStructureDocumentId(program.id),
      render: (letterhead) => {
        const writer = new PdfWriter({
          title: `${l(fees.title)}: ${l(program.name)}`,
          subtitle: t('amountsIn', {
            year: fees.academicYear,
            currency: l(fees.currency.name),
            symbol: fees.currency.symbol,
          }),
          letterhead,
          language,
        });
        writer.heading(l(labels.headings.summary)).table(
          [l(labels.feeItem), l(labels.amount)],
          [
            [l(labels.tuition), money(program.tuition.annual)],
            [l(labels.tuitionPerSemester), money(program.tuition.perSemester)],
            [l(labels.otherFees), money(program.otherFees)],
            [l(labels.totalAnnual), money(program.totalAnnual)],
            [l(labels.applicationFee), money(fees.applicationFee)],
          ],
          [0.6, 0.4],
        );
        if (program.heslbLoanEligible) writer.paragraph(l(labels.heslbEligible));
        writer
          .heading(l(labels.headings.otherPayments))
          .table(
            [l(labels.feeItem), l(labels.semesterOne), l(labels.semesterTwo), l(labels.annual)],
            [
              ...program.feeLines.map((line) => [
                line.note ? `${l(line.name)} (${l(line.note)})` : l(line.name),
                money(line.semesterOne),
                money(line.semesterTwo),
                money(line.annual),
              ]),
              [
                l(labels.totalOtherPayments),
                money(program.feeTotals.semesterOne),
                money(program.feeTotals.semesterTwo),
                money(program.feeTotals.annual),
              ],
            ],
            [0.4, 0.2, 0.2, 0.2],
          );
        writer
          .heading(l(labels.headings.monthlyInstalments))
          .table(
            [l(labels.month), l(labels.amount)],
            [
              ...program.monthlyInstalments.map((instalment) => [
                l(labels.months[instalment.month]),
                money(instalment.amount),
              ]),
              [
                l(labels.total),
                money(program.monthlyInstalments.reduce((sum, instalment) => sum + instalment.amount, 0)),
              ],
            ],
            [0.6, 0.4],
          );
        writer.heading(l(labels.headings.paymentSchedule)).paragraph(l(fees.paymentSchedule));
        writer.heading(l(fees.hostel.title)).paragraph(l(fees.hostel.text));
        const methods = fees.paymentMethods;
        writer.heading(l(labels.headings.paymentMethods)).paragraph(l(methods.intro));
        if (methods.banks)
          writer.table(
            [l(labels.bank), l(labels.branch), l(labels.accountName), l(labels.accountNumber)],
            methods.banks.map((bank) => [bank.bank, bank.branch ?? '', bank.accountName, bank.accountNumber]),
            [0.18, 0.18, 0.38, 0.26],
          );
        writer
          .bullets(methods.channels.map(l))
          .paragraph(`${l(labels.paymentReference)}: ${l(methods.reference)}`);
        writer.heading(l(labels.headings.notes)).bullets(fees.notes.map(l));
        return writer.finish();
      },
    }));
  },
};
