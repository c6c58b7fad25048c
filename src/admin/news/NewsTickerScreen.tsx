import type { TickerItem } from '../../content/types.generated';
import { ListScreen } from '../forms/ListScreen';
import type { ListDescription } from '../shared/ItemRows';
import type { AdminText } from '../text';
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

/** The news ticker's headlines (content/ticker.json): add, edit in place, show or hide, remove. */
export default function NewsTickerScreen() {
  return <ListScreen screen="news" describe={describeNews} />;
}
