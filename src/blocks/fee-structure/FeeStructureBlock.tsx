import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { BlockNotice } from '../BlockNotice';
import { FeeFigures, FigureList } from '../fee-common/FeeFigures';
import { FeeSection } from '../fee-common/FeeSection';
import { findProgram } from '../fee-common/findProgram';
import { HeslbBadge } from '../fee-common/HeslbBadge';
import { InstalmentsTable } from '../fee-common/InstalmentsTable';
import { OtherPaymentsTable } from '../fee-common/OtherPaymentsTable';
import { PaymentMethods } from '../fee-common/PaymentMethods';
import type { BlockProps } from '../types';

/** One programme's complete fee structure (reading A of the fees). */
export default function FeeStructureBlock({ content }: BlockProps<'fee-structure'>) {
  const fees = useDocument('fees');
  const { t, l } = useTranslation();
  const program = findProgram(fees, content.program);
  if (!program) return <BlockNotice>{t('fees.unknownProgram', { program: content.program })}</BlockNotice>;
  const { labels } = fees;
  return (
    <Box data-testid={`fee-structure-${program.id}`}>
      <FeeSection heading={l(labels.headings.summary)}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            p: 2.5,
            mb: 2,
            maxWidth: 480,
            border: 1,
            borderColor: 'divider',
            borderTop: `4px solid ${program.colour}`,
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Typography variant="h3" sx={{ m: 0 }}>
            <ContentText text={program.name} />, {fees.academicYear}
          </Typography>
          <FeeFigures program={program} />
          {program.heslbLoanEligible && <HeslbBadge />}
        </Box>
        <Box sx={{ maxWidth: 480, px: 2.5, mb: 3 }}>
          <FigureList
            figures={[
              {
                key: 'tuition-per-semester',
                label: labels.tuitionPerSemester,
                amount: program.tuition.perSemester,
              },
              { key: 'application-fee', label: labels.applicationFee, amount: fees.applicationFee },
            ]}
          />
        </Box>
      </FeeSection>
      <FeeSection heading={l(labels.headings.otherPayments)}>
        <OtherPaymentsTable program={program} />
      </FeeSection>
      <FeeSection heading={l(fees.hostel.title)}>
        <Typography
          sx={{ p: 2, mb: 3, borderLeft: 5, borderColor: '#2e7d32', bgcolor: '#edf7ee', color: '#1b4d1f' }}
        >
          <ContentText text={fees.hostel.text} />
        </Typography>
      </FeeSection>
      <FeeSection heading={l(labels.headings.paymentSchedule)}>
        <Typography sx={{ mb: 3 }}>
          <ContentText text={fees.paymentSchedule} />
        </Typography>
      </FeeSection>
      <FeeSection heading={l(labels.headings.monthlyInstalments)}>
        <InstalmentsTable program={program} />
      </FeeSection>
      <FeeSection heading={l(labels.headings.paymentMethods)}>
        <PaymentMethods methods={fees.paymentMethods} />
      </FeeSection>
      <FeeSection heading={l(labels.headings.notes)}>
        <Box component="ul" sx={{ mt: 0, mb: 3, pl: 2.5 }}>
          {fees.notes.map((note, index) => (
            <li key={index}>
              <ContentText text={note} />
            </li>
          ))}
        </Box>
      </FeeSection>
    </Box>
  );
}
