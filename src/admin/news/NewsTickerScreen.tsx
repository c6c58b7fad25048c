import { useMemo } from 'react';
import { localize } from '../../content/localize';
import type { NewsTicker, TickerItem } from '../../content/types.generated';
import { ListScreen, type NewItem } from '../forms/ListScreen';
import { trimmedText } from '../forms/localized-value';
import { useStoredDocument } from '../model/AdminModel';
import { useAdminText, type AdminText } from '../text';
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

/** The news ticker's headlines (content/ticker.json): add, edit in place, show or hide, remove. */
export default function NewsTickerScreen() {
  const t = useAdminText();
  const ticker = useStoredDocument<NewsTicker>('ticker');
  const place = useMemo(() => tickerPlace(t), [t]);
  const items = ticker?.items ?? [];
  const rowFields = useMemo(() => newsFields(t, false), [t]);
  const newItem = useMemo(() => newHeadline(t), [t]);

  return (
    <ListScreen
      screen="news"
      place={place}
      items={items}
      columns={COLUMNS}
      rowFields={rowFields}
      newItem={newItem}
    />
  );
}
