import { styled } from '@mui/material/styles';
import PeopleIcon from '@mui/icons-material/People';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useDocument } from '../../content/hooks';
import type { SidebarVisitorsPanel } from '../../content/types.generated';
import { ContentText, type MessageKey, useTranslation } from '../../i18n';
import { Island } from '../../ui/islands/Island';
import { SectionBox } from '../frame/SidebarBox';
import { COUNT_NAMES } from '../../content/statistics';
import { NO_COUNT } from './format-count';
import { visitorCountsIsland } from './visitor-counts-island';

const LABELS: Record<(typeof COUNT_NAMES)[number], MessageKey> = {
  online: 'stats.online',
  today: 'stats.today',
  yesterday: 'stats.yesterday',
  yearly: 'stats.yearly',
  total: 'stats.total',
};

const Counts = styled('div')(({ theme }) => ({
  '& .visitor-counts': { margin: 0, padding: theme.spacing(1, 2) },
  '& .visitor-counts > div': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    padding: theme.spacing(0.75, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& .visitor-counts > div:last-of-type': { borderBottom: 0 },
  '& dt': { color: theme.palette.text.primary },
  '& dd': {
    margin: 0,
    fontWeight: 700,
    color: theme.palette.primary.dark,
    fontVariantNumeric: 'tabular-nums',
  },
}));

/**
 * The Visitors panel of the right sidebar (spec §2.6): online, today, yesterday, this year, total.
 * The counts are a behaviour island, no React, that starts when it comes near the screen (a dash for
 * each until then, and with scripts off); the view itself is recorded as the page starts
 * (count-page-view.ts), or by the island where the page is rendered whole.
 */
export function VisitorsPanel({ widget }: { widget: SidebarVisitorsPanel }) {
  const { t } = useTranslation();
  const { statistics } = useDocument('site');
  // Only what the browser needs, kept as one object while the settings stay: a new one would restart the tracker.
  const clientStatistics = useMemo(
    () => ({ endpoint: statistics.endpoint, fallback: statistics.fallback }),
    [statistics],
  );
  const { pathname } = useLocation();
  const headingId = `sidebar-${widget.id}`;
  return (
    <SectionBox aria-labelledby={headingId}>
      <h2 id={headingId}>
        <PeopleIcon fontSize="small" aria-hidden />
        <ContentText text={widget.title} />
      </h2>
      <Counts>
        <Island
          island={visitorCountsIsland}
          props={{ statistics: clientStatistics, path: pathname }}
          hydrate="visible"
        >
          <dl className="visitor-counts" aria-busy="true">
            {COUNT_NAMES.map((name) => (
              <div key={name} data-count={name}>
                <dt>{t(LABELS[name])}</dt>
                <dd>{NO_COUNT}</dd>
              </div>
            ))}
          </dl>
        </Island>
      </Counts>
    </SectionBox>
  );
}
