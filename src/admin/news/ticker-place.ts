import { localize } from '../../content/localize';
import type { TickerItem } from '../../content/types.generated';
import { fixedListPlace } from '../forms/schemas';
import type { AdminText } from '../text';

export const tickerPlace = (t: AdminText) =>
  fixedListPlace<TickerItem>('ticker', '/items', {
    name: (item) => localize(item.text, t.language),
    label: (change, name) => t(`news.history.${change}`, { name }),
  });
