import { styled } from '@mui/material/styles';
import PeopleIcon from '@mui/icons-material/People';
import type { SidebarVisitorsPanel } from '../../content/types.generated';
import { ContentText, type MessageKey, useTranslation } from '../../i18n';
import { SectionBox } from '../frame/SidebarBox';
import { formatCount } from './format-count';
import { COUNT_NAMES } from '../../content/statistics';
import { useVisitorCounts } from './useVisitorCounts';

const LABELS: Record<(typeof COUNT_NAMES)[number], MessageKey> = {
  online: 'stats.online',
  today: 'stats.today',
  yesterday: 'stats.yesterday',
  yearly: 'stats.yearly',
  total: 'stats.total',
};

const Counts = styled('dl')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1, 2),
  '& > div': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    padding: theme.spacing(0.75, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& > div:last-of-type': { borderBottom: 0 },
  '& dt': { color: theme.palette.text.primary },
  '& dd': {
    margin: 0,
    fontWeight: 700,
    color: theme.palette.primary.dark,
    fontVariantNumeric: 'tabular-nums',
  },
}));

/** The Visitors panel of the right sidebar (spec §2.6): online, today, yesterday, this year, total. */
export function VisitorsPanel({ widget }: { widget: SidebarVisitorsPanel }) {
  const { t } = useTranslation();
  const counts = useVisitorCounts();
  const headingId = `sidebar-${widget.id}`;
  return (
    <SectionBox component="section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <PeopleIcon fontSize="small" aria-hidden />
        <ContentText text={widget.title} />
      </h2>
      <Counts aria-busy={counts === null}>
        {COUNT_NAMES.map((name) => (
          <div key={name} data-count={name}>
            <dt>{t(LABELS[name])}</dt>
            <dd>{counts ? formatCount(counts[name]) : '–'}</dd>
          </div>
        ))}
      </Counts>
    </SectionBox>
  );
}
