import { localize } from '../../content/localize';
import type { NewsTicker, TickerItem } from '../../content/types.generated';
import type { ListPlace } from '../shared/list-edits';
import type { AdminText } from '../text';

/** The ticker's headlines as a list the admin edits (content/ticker.json). */
export function tickerPlace(t: AdminText): ListPlace<TickerItem> {
  return {
    documentId: 'ticker',
    list: (document) => (document as NewsTicker).items,
    name: (item) => localize(item.text, 'en'),
    label: (change, name) => t(`news.history.${change}`, { name }),
  };
}

/** Items without an "active" flag show, as the public ticker treats them. */
export const isActive = (item: { active?: boolean }) => item.active !== false;
