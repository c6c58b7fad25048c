import { localize } from '../../content/localize';
import type { NewsTicker, TickerItem } from '../../content/types.generated';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { schemaNodeAt } from '../forms/schemas';
import type { AdminText } from '../text';

/** The ticker's headlines as a list the admin edits (content/ticker.json), each item in a form. */
export function tickerPlace(t: AdminText): ListItemFormPlace<TickerItem> {
  return {
    documentId: 'ticker',
    list: (document) => (document as NewsTicker).items,
    pointer: '/items',
    itemSchema: schemaNodeAt('ticker.schema.json', '/properties/items/items'),
    name: (item) => localize(item.text, t.language),
    label: (change, name) => t(`news.history.${change}`, { name }),
  };
}
