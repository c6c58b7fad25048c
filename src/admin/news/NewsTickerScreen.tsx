import type { TickerItem } from '../../content/types.generated';
import { ListScreen } from '../forms/ListScreen';
import type { ListDescription } from '../shared/ItemRows';
import type { AdminText } from '../text';
import { tickerPlace } from './ticker-place';

/** A headline's inputs, as its schema gives them: the text in both languages and where it leads. */
const newsFields = (t: AdminText, withHelp: boolean) => [
  { name: 'text', label: t('news.text') },
  { name: 'url', label: t('news.url'), description: withHelp ? t('news.urlHelp') : undefined },
];

/** A new headline: its text, and where it leads when an address is given; active (spec §2.14). */
const describeNews = (t: AdminText): ListDescription<TickerItem> => ({
  place: tickerPlace(t),
  rowFields: newsFields(t, false),
  newItem: {
    fields: newsFields(t, true),
    empty: { text: '' },
    required: ['text'],
    needRequired: t('news.needText'),
    id: ['news', 'text'],
    fixed: { active: true },
  },
});

/** The news ticker's headlines (content/ticker.json): add, edit in place, show or hide, remove. */
export default function NewsTickerScreen() {
  return <ListScreen screen="news" describe={describeNews} />;
}
