import { localize } from '../../content/localize';
import type { TickerItem } from '../../content/types.generated';
import { ListScreen, type ListDescription, type NewItem } from '../forms/ListScreen';
import { trimmedText } from '../forms/localized-value';
import type { AdminText } from '../text';
import { tickerPlace } from './ticker-place';

/** A headline's inputs, as its schema gives them: the text in both languages and where it leads. */
const newsFields = (t: AdminText, withHelp: boolean) => [
  { name: 'text', label: t('news.text') },
  { name: 'url', label: t('news.url'), description: withHelp ? t('news.urlHelp') : undefined },
];

const COLUMNS = 'minmax(0, 2fr) minmax(0, 1fr)';

/** A new headline: its text, and where it leads when an address is given. */
const newHeadline = (t: AdminText): NewItem<TickerItem> => ({
  fields: newsFields(t, true),
  empty: { text: '' },
  required: ['text'],
  needRequired: t('news.needText'),
  complete: (editor, value) => {
    const draft = value as Omit<TickerItem, 'id'>;
    const text = trimmedText(draft.text);
    const url = draft.url?.trim();
    return { id: editor.newId('news', localize(text, 'en')), text, ...(url ? { url } : {}), active: true };
  },
});

const describeNews = (t: AdminText): ListDescription<TickerItem> => ({
  place: tickerPlace(t),
  rowFields: newsFields(t, false),
  columns: COLUMNS,
  newItem: newHeadline(t),
});

/** The news ticker's headlines (content/ticker.json): add, edit in place, show or hide, remove. */
export default function NewsTickerScreen() {
  return <ListScreen screen="news" describe={describeNews} />;
}
