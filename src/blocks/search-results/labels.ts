import type { MessageKey } from '../../i18n';
import type { DateRange } from '../../search/filters';
import type { SearchCategory, SearchType } from '../../search/records';

type Translate = (key: MessageKey) => string;

const CATEGORY_KEYS: Record<SearchCategory, MessageKey> = {
  Academics: 'search.category.Academics',
  Admissions: 'search.category.Admissions',
  Campus: 'search.category.Campus',
  Fees: 'search.category.Fees',
};

const TYPE_KEYS: Record<SearchType, MessageKey> = {
  Programs: 'search.type.Programs',
  Information: 'search.type.Information',
  Facilities: 'search.type.Facilities',
  Services: 'search.type.Services',
  Finance: 'search.type.Finance',
  News: 'search.type.News',
  Research: 'search.type.Research',
};

export const DATE_RANGE_KEYS: Record<DateRange, MessageKey> = {
  any: 'search.date.any',
  'last-month': 'search.date.last-month',
  'last-3-months': 'search.date.last-3-months',
  'last-year': 'search.date.last-year',
};

/** The filter options' names in the visitor's language; the records keep the English codes. */
export const categoryLabel = (t: Translate, category: SearchCategory) => t(CATEGORY_KEYS[category]);
export const typeLabel = (t: Translate, type: SearchType) => t(TYPE_KEYS[type]);
