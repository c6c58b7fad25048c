import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageIndex } from '../../content/hooks';
import type { NewsTicker, Slideshow } from '../../content/types.generated';
import { useAdminModel, useHistoryState, useStoredDocument } from '../model/AdminModel';
import { useAdminText } from '../text';

/** Counts from the documents as they stand now, edits included. */
export function OverviewScreen() {
  const t = useAdminText();
  const { history } = useAdminModel();
  useHistoryState();
  const pages = usePageIndex().length;
  const ticker = useStoredDocument<NewsTicker>('ticker');
  const slides = useStoredDocument<Slideshow>('slides');
  const cards = [
    { label: t('overview.pages'), value: pages },
    { label: t('overview.newsItems'), value: ticker?.items.length ?? 0 },
    { label: t('overview.slides'), value: slides?.slides.length ?? 0 },
    { label: t('overview.unsaved'), value: history.unexportedIds().length },
  ];
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('screen.dashboard')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        }}
      >
        {cards.map((card) => (
          <Paper component="li" key={card.label} sx={{ p: 2 }}>
            <Typography sx={{ color: 'text.secondary' }}>{card.label}</Typography>
            <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>{card.value}</Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('overview.quickActions')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" component={Link} to="/admin/dashboard/pages">
          {t('overview.managePages')}
        </Button>
        <Button variant="outlined" component={Link} to="/">
          {t('layout.viewWebsite')}
        </Button>
      </Box>
    </Box>
  );
}
