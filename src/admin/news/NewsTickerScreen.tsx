import { useCallback } from 'react';
import Paper from '@mui/material/Paper';
import type { TickerItem } from '../../content/types.generated';
import { ListScreen } from '../forms/ListScreen';
import { PartFields } from '../forms/PartFields';
import { labelledPart } from '../forms/part-form';
import { usePartForm } from '../forms/useAppliedForm';
import type { ListDescription } from '../shared/ItemRows';
import { useAdminText, type AdminText } from '../text';
import { tickerPlace } from './ticker-place';

const newsFields = (t: AdminText, withHelp: boolean) => [
  { name: 'text', label: t('news.text') },
  { name: 'url', label: t('news.url'), description: withHelp ? t('news.urlHelp') : undefined },
];

const describeNews = (t: AdminText): ListDescription<TickerItem> => ({
  place: tickerPlace(t),
  rowFields: newsFields(t, false),
  newItem: {
    fields: newsFields(t, true),
    empty: { text: '' },
    required: ['text'],
    needRequired: t('news.needText'),
    id: ['news', 'text'],
    // Spec §2.14: a new headline is active.
    fixed: { active: true },
  },
});

/** The news ticker's headlines (content/ticker.json): add, edit in place, show or hide, remove; and its heading. */
export default function NewsTickerScreen() {
  return (
    <ListScreen screen="news" describe={describeNews}>
      <TickerHeading />
    </ListScreen>
  );
}

const HEADING = labelledPart('ticker', '', { label: 'news.heading' });

/** The words before the headlines ("Latest News"), applied as typing pauses. */
function TickerHeading() {
  const t = useAdminText();
  const form = usePartForm(
    HEADING.place,
    useCallback(() => t('news.headingHistory'), [t]),
  );
  return (
    <Paper sx={{ p: 2, mt: 3 }}>
      <PartFields {...HEADING} form={form} hints={{ label: t('news.headingHint') }} />
    </Paper>
  );
}
