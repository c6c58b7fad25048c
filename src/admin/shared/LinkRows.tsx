import { useMemo } from 'react';
import type { ListItemFormPlace } from '../forms/list-item-form';
import type { LinkItem } from '../../content/types.generated';
import { useAdminText, type AdminText, type AdminTextKey } from '../text';
import { ItemRows, type ListDescription } from './ItemRows';

/**
 * A section's links (a footer column, a sidebar section), each edited in place, then the form that
 * adds one; `placeOf` gives where the links of the section at this position are.
 */
export function LinkRows({
  screen,
  section,
  position,
  sectionName,
  placeOf,
}: {
  screen: 'footer' | 'sidebars';
  section: { id: string; links: readonly LinkItem[] };
  position: number;
  sectionName: string;
  placeOf: (id: string, position: number, t: AdminText) => ListItemFormPlace<LinkItem>;
}) {
  const t = useAdminText();
  const description = useMemo((): ListDescription<LinkItem> => {
    const fields = (text: AdminTextKey, url: AdminTextKey) => [
      { name: 'text', label: t(text) },
      { name: 'url', label: t(url) },
    ];
    return {
      place: placeOf(section.id, position, t),
      rowFields: fields(`${screen}.linkText`, `${screen}.linkUrl`),
      newItem: {
        fields: fields(`${screen}.newLinkText`, `${screen}.newLinkUrl`),
        empty: { text: '', url: '' },
        required: ['text', 'url'],
        needRequired: t(`${screen}.needTextAndUrl`),
        id: ['link', 'text'],
      },
    };
  }, [screen, placeOf, section.id, position, t]);
  return (
    <ItemRows
      description={description}
      items={section.links}
      label={t(`${screen}.linksOf`, { name: sectionName })}
      remove={(name) => t(`${screen}.deleteLinkNamed`, { name })}
      add={{
        // The section's id keeps the ids of its inputs apart from the other sections' forms.
        idPrefix: `add-link-${section.id}-field`,
        words: { form: t(`${screen}.addLinkTo`, { name: sectionName }), add: t(`${screen}.addLink`) },
        variant: 'outlined',
        below: true,
      }}
    />
  );
}
