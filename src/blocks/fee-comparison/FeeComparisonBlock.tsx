import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProgramFees } from '../../content/types.generated';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { FeeFigures, FigureList } from '../fee-common/FeeFigures';
import { FeeItemsTable } from '../fee-common/FeeItemsTable';
import { FeeSection } from '../fee-common/FeeSection';
import { AmountCell, FeeTable } from '../fee-common/FeeTable';
import { HeslbBadge } from '../fee-common/HeslbBadge';
import { PaymentMethods } from '../fee-common/PaymentMethods';
import type { BlockProps } from '../types';
import { GridList } from '../../ui/GridList';
import { filterByChoice, RadioTabs } from '../../ui/RadioTabs';
import { brand } from '../../ui/brand-colours';

const ALL = 'all';

function ProgramCard({ program }: { program: ProgramFees }) {
  const fees = useDocument('fees');
  const { l } = useTranslation();
  const name = l(program.name);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-program={program.id}
      sx={{
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderTop: `4px solid ${program.colour}`,
      }}
    >
      <Typography variant="h3" sx={{ m: 0 }}>
        {name}
      </Typography>
      <FeeFigures program={program} />
      {program.heslbLoanEligible && <HeslbBadge />}
      <Box sx={{ mt: 'auto', pt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <SmartLink href={program.detailsUrl} sx={{ fontWeight: 700 }} data-link="fee-details">
          <ContentText text={fees.labels.viewDetails} />
          <VisuallyHidden>: {name}</VisuallyHidden>
        </SmartLink>
        <SmartLink href={program.programUrl} sx={{ fontWeight: 700 }} data-link="program-details">
          <ContentText text={fees.labels.programDetails} />
          <VisuallyHidden>: {name}</VisuallyHidden>
        </SmartLink>
      </Box>
    </Paper>
  );
}

/**
 * All programmes side by side (reading A of the fees), with tabs that narrow the cards to one
 * programme: a native radio group whose choice the CSS follows, so it works before and without scripts.
 */
export default function FeeComparisonBlock({ id }: BlockProps<'fee-comparison'>) {
  const fees = useDocument('fees');
  const { t, l } = useTranslation();
  const { labels, programs } = fees;
  const choice = `${id}-program`;
  const tabs = [
    { value: ALL, label: l(labels.allPrograms) },
    ...programs.map((program) => ({ value: program.id, label: l(program.shortName) })),
  ];

  return (
    <Box data-testid="fee-comparison">
      <FeeSection heading={l(labels.headings.comparePrograms)}>
        <Box
          sx={{
            ...filterByChoice(
              choice,
              'data-program',
              programs.map((program) => program.id),
            ),
            // One programme's card takes the whole row, as a list of one would.
            [`&:has(input[name="${choice}"]:checked:not([value="${ALL}"])) ul`]: {
              gridTemplateColumns: '1fr',
            },
          }}
        >
          <RadioTabs tabs={tabs} name={choice} initial={ALL} label={t('fees.compareTabs')} />
          <GridList columns={3} itemMinWidth={240}>
            {programs.map((program) => (
              <ProgramCard key={program.id} program={program} />
            ))}
          </GridList>
        </Box>
      </FeeSection>

      <FeeSection heading={l(labels.headings.tuitionBySemester)}>
        <FeeTable
          caption={`${l(labels.headings.tuitionBySemester)}, ${fees.academicYear}`}
          columns={[
            { label: labels.programme },
            { label: labels.semesterOne, amount: true },
            { label: labels.semesterTwo, amount: true },
            { label: labels.annual, amount: true },
          ]}
        >
          <tbody>
            {programs.map((program) => (
              <tr key={program.id}>
                <th scope="row">
                  <ContentText text={program.name} />
                </th>
                <AmountCell amount={program.tuition.perSemester} />
                <AmountCell amount={program.tuition.perSemester} />
                <AmountCell amount={program.tuition.annual} />
              </tr>
            ))}
          </tbody>
        </FeeTable>
      </FeeSection>

      <FeeItemsTable
        heading={labels.headings.mandatoryFees}
        rows={fees.comparison.mandatoryFees.map((row) => ({ ...row, key: row.feeLine }))}
      />

      <FeeSection heading={l(labels.headings.paymentSchedule)}>
        <Box
          data-testid="payment-schedule"
          sx={{
            p: 2,
            mb: 3,
            borderLeft: 5,
            borderColor: 'primary.main',
            bgcolor: brand.tint,
            color: brand.deep,
          }}
        >
          <Typography sx={{ mb: 1.5 }}>
            <ContentText text={fees.paymentSchedule} />
          </Typography>
          <Box sx={{ maxWidth: 360 }}>
            <FigureList
              figures={[
                { key: 'application-fee', label: labels.applicationFee, amount: fees.applicationFee },
              ]}
            />
          </Box>
        </Box>
      </FeeSection>

      <FeeSection heading={l(labels.headings.paymentMethods)}>
        <PaymentMethods methods={fees.paymentMethods} />
      </FeeSection>
    </Box>
  );
}
