import Box from '@mui/material/Box';
import type { LocalizedText, ProgramFees } from '../../content/types.generated';
import { useDocument } from '../../content/hooks';
import { ContentText } from '../../i18n';
import { formatMoney } from './money';

export interface Figure {
  key: string;
  label: LocalizedText;
  amount: number;
  /** Set apart as the figure the others lead to, such as a total. */
  total?: boolean;
}

/** Named amounts as a list of terms and figures. */
export function FigureList({ figures }: { figures: Figure[] }) {
  const fees = useDocument('fees');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        rowGap: 0.75,
        '& dt': { color: 'text.secondary', pr: 2 },
        '& dd': { m: 0, textAlign: 'right', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
        '& .total': {
          pt: 0.75,
          borderTop: 1,
          borderColor: 'divider',
          fontWeight: 700,
          color: 'text.primary',
        },
      }}
    >
      {figures.map((figure) => (
        <Box key={figure.key} sx={{ display: 'contents' }} data-figure={figure.key}>
          <dt className={figure.total ? 'total' : undefined}>
            <ContentText text={figure.label} />
          </dt>
          <dd className={figure.total ? 'total' : undefined}>{formatMoney(figure.amount, fees.currency)}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** A programme's tuition, other fees and total annual cost. */
export function FeeFigures({ program }: { program: ProgramFees }) {
  const { labels } = useDocument('fees');
  return (
    <FigureList
      figures={[
        { key: 'tuition', label: labels.tuition, amount: program.tuition.annual },
        { key: 'other-fees', label: labels.otherFees, amount: program.otherFees },
        { key: 'total-annual', label: labels.totalAnnual, amount: program.totalAnnual, total: true },
      ]}
    />
  );
}
