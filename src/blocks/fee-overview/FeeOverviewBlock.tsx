import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { FeeItemsTable } from '../fee-common/FeeItemsTable';
import { FeeSection } from '../fee-common/FeeSection';
import { AmountCell, FeeTable } from '../fee-common/FeeTable';
import { formatAmount } from '../fee-common/money';
import { PaymentMethods } from '../fee-common/PaymentMethods';
import type { BlockProps } from '../types';
import { GridList } from '../../ui/GridList';

/** The general fees page (reading B of the fees): tuition, additional fees, accommodation and payment plans. */
export default function FeeOverviewBlock(_props: BlockProps<'fee-overview'>) {
  const fees = useDocument('fees');
  const { l } = useTranslation();
  const { labels, general } = fees;
  return (
    <Box data-testid="fee-overview">
      <FeeSection heading={l(labels.headings.tuitionRates)}>
        <Typography sx={{ mb: 2 }}>
          <ContentText text={general.intro} />
        </Typography>
        <FeeTable
          caption={`${l(labels.headings.tuitionRates)}, ${fees.academicYear}`}
          inCurrency={false}
          columns={[
            { label: labels.programme },
            { label: labels.amountTzs, amount: true },
            { label: labels.amountUsd, amount: true },
          ]}
        >
          <tbody>
            {general.tuition.map((rate) => (
              <tr key={rate.id}>
                <th scope="row">
                  <ContentText text={rate.program} />
                </th>
                <AmountCell amount={rate.amountTzs} />
                <td className="amount">{formatAmount(rate.amountUsd)}</td>
              </tr>
            ))}
          </tbody>
        </FeeTable>
      </FeeSection>
      <FeeItemsTable
        heading={labels.headings.additionalFees}
        rows={general.additionalFees.map((fee) => ({ ...fee, key: fee.id }))}
      />
      <FeeSection heading={l(labels.headings.accommodation)}>
        <FeeTable
          caption={`${l(labels.headings.accommodation)}, ${fees.academicYear}`}
          narrow
          columns={[{ label: labels.feeItem }, { label: labels.amountPerSemester, amount: true }]}
        >
          <tbody>
            {general.accommodation.map((room) => (
              <tr key={room.id}>
                <th scope="row">
                  <ContentText text={room.name} />
                </th>
                <AmountCell amount={room.amountPerSemester} />
              </tr>
            ))}
          </tbody>
        </FeeTable>
      </FeeSection>
      <FeeSection heading={l(labels.headings.paymentPlans)}>
        <GridList columns={3}>
          {general.paymentPlans.map((plan) => (
            <Paper component="li" key={plan.id} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h3" sx={{ mt: 0, mb: 1 }}>
                <ContentText text={plan.name} />
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                <ContentText text={plan.text} />
              </Typography>
            </Paper>
          ))}
        </GridList>
      </FeeSection>
      <FeeSection heading={l(labels.headings.paymentMethods)}>
        <PaymentMethods methods={general.paymentMethods} />
      </FeeSection>
    </Box>
  );
}
