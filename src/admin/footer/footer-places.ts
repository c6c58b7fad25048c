/** The parts of the footer (content/footer.json) the admin edits, each in a form over its schema. */
import { localize, type Language } from '../../content/localize';
import type { FooterSection, SocialLink } from '../../content/types.generated';
import type { PartFormPlace } from '../forms/part-form';
import { fixedListPlace, linksOfSectionPlace } from '../forms/schemas';
import type { ListDescription } from '../shared/ItemRows';
import type { AdminText, AdminTextKey } from '../text';

export const sectionName = (section: Pick<FooterSection, 'title'>, language: Language = 'en'): string =>
  localize(section.title, language);

/** The footer's link sections; a new one has a title (needed) and no links yet. */
export const describeSections = (t: AdminText): ListDescription<FooterSection> => {
  const fields = [{ name: 'title', label: t('footer.sectionTitle') }];
  return {
    place: fixedListPlace<FooterSection>('footer', '/sections', {
      name: (section) => sectionName(section, t.language),
      label: (change, name) => t(`footer.sectionHistory.${change}`, { name }),
    }),
    rowFields: fields,
    newItem: {
      fields,
      empty: { title: '' },
      required: ['title'],
      needRequired: t('footer.needSectionTitle'),
      id: ['footer', 'title'],
      fixed: { links: [] },
    },
  };
};

export const footerLinksPlace = linksOfSectionPlace('footer', '/sections', '/properties/sections/items');

/** The social links: a new one has a platform and a URL (needed); a row edits its URL. */
export const describeSocial = (t: AdminText): ListDescription<SocialLink> => ({
  place: fixedListPlace<SocialLink>('footer', '/social', {
    name: (link) => link.platform,
    label: (change, name) => t(`footer.socialHistory.${change}`, { name }),
  }),
  rowFields: (link) => [{ name: 'url', label: t('footer.socialUrlOf', { platform: link.platform }) }],
  // The add form's platform beside its wider URL.
  columns: 'minmax(0, 1fr) minmax(0, 2fr)',
  newItem: {
    fields: [
      { name: 'platform', label: t('footer.platform') },
      { name: 'url', label: t('footer.socialUrl') },
    ],
    empty: { platform: 'Facebook', url: '' },
    required: ['url'],
    needRequired: t('footer.needSocialUrl'),
    id: ['social', 'platform'],
  },
});

/** The contact information the spec lists, in its order. */
export const CONTACT_LABELS = {
  address: 'footer.contact.address',
  phone: 'footer.contact.phone',
  email: 'footer.contact.email',
  website: 'footer.contact.website',
} as const satisfies Record<string, AdminTextKey>;

export const CONTACT_PLACE: PartFormPlace = {
  documentId: 'footer',
  pointer: '/contact',
  properties: Object.keys(CONTACT_LABELS),
};
