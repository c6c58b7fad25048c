import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { ManagedLink, ManagedLinkCategory } from '../../content/types.generated';
import { ListScreen } from '../forms/ListScreen';
import type { PropertyField } from '../forms/SchemaForm';
import { useAdminText, type AdminText } from '../text';
import type { ListDescription } from '../shared/ItemRows';
import { LINK_CATEGORIES, linksPlace, NEW_LINK } from './link-edits';
import { ScreenTabs, tabPanelOf } from '../shared/ScreenTabs';

type Filter = 'all' | ManagedLinkCategory;

const linkFields = (t: AdminText, withHelp: boolean): PropertyField[] => [
  { name: 'title', label: t('links.title') },
  { name: 'url', label: t('links.url'), description: withHelp ? t('links.urlHelp') : undefined },
  {
    name: 'category',
    label: t('links.category'),
    optionLabel: (category) => t(`links.category.${category as ManagedLinkCategory}`),
  },
];

const describeLinks = (t: AdminText): ListDescription<ManagedLink> => ({
  place: linksPlace(t),
  rowFields: linkFields(t, false),
  columns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  newItem: {
    ...NEW_LINK,
    fields: linkFields(t, true),
    empty: { title: '', url: '', category: 'header' },
    needRequired: t('links.needTitleAndUrl'),
  },
});

/** The administrator's link catalogue (content/links.json): add, filter by category, edit in place, show or hide, delete. */
export default function LinksScreen() {
  const t = useAdminText();
  const [filter, setFilter] = useState<Filter>('all');
  return (
    <ListScreen
      screen="links"
      describe={describeLinks}
      filter={filter === 'all' ? undefined : (link) => link.category === filter}
      toolbar={
        <ScreenTabs<Filter>
          idPrefix="links"
          label={t('links.filter')}
          choices={[
            { value: 'all', label: t('links.all') },
            ...LINK_CATEGORIES.map((category) => ({
              value: category,
              label: t(`links.category.${category}`),
            })),
          ]}
          value={filter}
          onChange={setFilter}
        />
      }
      panel={tabPanelOf('links', filter)}
    >
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('links.where')}</Typography>
    </ListScreen>
  );
}
