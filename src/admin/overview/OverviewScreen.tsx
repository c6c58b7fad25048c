import { FigureCards } from '../shared/FigureCards';
import { useMemo, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import { ScreenColumns, ScreenPage } from '../layout/ScreenPage';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/Description';
import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import { usePageIndex } from '../../content/hooks';
import type { NewsTicker, Slideshow } from '../../content/types.generated';
import { useLanguage } from '../../i18n/language';
import { useAdminModel, useHistoryState, useStoredDocument } from '../model/AdminModel';
import { screenAtText } from '../layout/screens';
import { useAdminAddress } from '../shared/useAdminAddress';
import { useAdminText } from '../text';
import { textsNeedingKiswahili } from './kiswahili-review';
import { useVisitorReport } from '../visitors/useVisitorReport';

const RECENT_UPDATES = 5;

/** The dashboard: figures from the documents as they stand now, this session's latest changes, and shortcuts. */
export default function OverviewScreen() {
  const t = useAdminText();
  const address = useAdminAddress();
  const language = useLanguage();
  const { history, checks, store } = useAdminModel();
  const { past } = useHistoryState();
  // The same list until the content changes or the core arrives, as useSyncExternalStore needs.
  const texts = useSyncExternalStore(checks.subscribe, () => checks.localizedTexts());
  const needingKiswahili = useMemo(() => textsNeedingKiswahili(texts), [texts]);
  const pages = usePageIndex().length;
  const ticker = useStoredDocument<NewsTicker>('ticker');
  const slides = useStoredDocument<Slideshow>('slides');
  const { state: visitors } = useVisitorReport();
  const visitorReport = visitors.status === 'ready' ? visitors.value : undefined;
  const numbers = new Intl.NumberFormat(language === 'sw' ? 'sw-TZ' : 'en-GB');
  const times = new Intl.DateTimeFormat(language === 'sw' ? 'sw' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });
  const activeOfAll = (items: { active?: boolean }[] = []) =>
    t('overview.activeOfAll', {
      active: items.filter((item) => item.active !== false).length,
      total: items.length,
    });

  const cards = [
    { label: t('overview.pages'), value: numbers.format(pages) },
    { label: t('overview.newsItems'), value: activeOfAll(ticker?.items) },
    { label: t('overview.slides'), value: activeOfAll(slides?.slides) },
    {
      label: t(visitorReport?.sample ? 'overview.visitorsSample' : 'overview.visitors'),
      value: visitorReport ? numbers.format(visitorReport.report.visitorsThisWeek) : '…',
    },
    { label: t('overview.unsaved'), value: numbers.format(history.unexportedIds().length) },
    {
      label: t('overview.kiswahiliNeeded'),
      value: checks.loaded ? numbers.format(needingKiswahili.length) : '…',
    },
  ];
  const recent = past.slice(-RECENT_UPDATES).reverse();
  const actions = [
    { label: t('overview.addNews'), to: '/admin/dashboard/news', icon: <AddIcon /> },
    { label: t('overview.updateSlideshow'), to: '/admin/dashboard/slideshow', icon: <SlideshowIcon /> },
    { label: t('overview.manageContent'), to: '/admin/dashboard/content', icon: <DescriptionIcon /> },
    { label: t('layout.viewWebsite'), to: '/', icon: <OpenInBrowserIcon /> },
  ];

  return (
    <ScreenPage title={t('screen.dashboard')}>
      <FigureCards label={t('overview.figures')} figures={cards} />
      <ScreenColumns from="md" columns="minmax(0, 3fr) minmax(0, 2fr)" sx={{ mt: 3, alignItems: 'stretch' }}>
        <Paper component="section" aria-labelledby="recent-updates" sx={{ p: 2 }}>
          <Typography id="recent-updates" variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t('overview.recentUpdates')}
          </Typography>
          {recent.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('overview.noUpdates')}</Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
              {recent.map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  {entry.label}{' '}
                  <Box
                    component="time"
                    dateTime={new Date(entry.at).toISOString()}
                    sx={{ color: 'text.secondary' }}
                  >
                    {times.format(entry.at)}
                  </Box>
                </li>
              ))}
            </Box>
          )}
        </Paper>
        <Paper
          component="section"
          aria-labelledby="kiswahili-review"
          sx={{ p: 2, gridColumn: { md: '1 / -1' }, order: { md: 1 } }}
        >
          <Typography id="kiswahili-review" variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t('overview.kiswahiliHeading')}
          </Typography>
          {needingKiswahili.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('overview.kiswahiliNone')}</Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t('overview.kiswahiliList')}
              sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}
            >
              {needingKiswahili.map((text) => {
                const screen = screenAtText(store, text.documentId, text.pointer);
                return (
                  <Box
                    component="li"
                    key={`${text.documentId}${text.pointer}`}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    <Box component="span" lang="en" sx={{ fontWeight: 700 }}>
                      {text.english}
                    </Box>{' '}
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      ({t(text.need === 'missing' ? 'overview.kiswahiliMissing' : 'overview.kiswahiliReview')}
                      ; {text.documentId}
                      {text.pointer})
                    </Box>{' '}
                    {screen && (
                      <Link to={address(screen.to)}>{t('overview.openIn', { screen: t(screen.label) })}</Link>
                    )}
                  </Box>
                );
              })}
            </Box>
          )}
        </Paper>
        <Paper component="section" aria-labelledby="quick-actions" sx={{ p: 2 }}>
          <Typography id="quick-actions" variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t('overview.quickActions')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            {actions.map((action) => (
              <Button
                key={action.to}
                variant="outlined"
                component={Link}
                to={address(action.to)}
                startIcon={action.icon}
              >
                {action.label}
              </Button>
            ))}
          </Box>
        </Paper>
      </ScreenColumns>
    </ScreenPage>
  );
}
