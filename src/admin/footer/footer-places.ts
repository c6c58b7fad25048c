/** The parts of the footer (content/footer.json) the admin edits, each in a form over its schema. */
import { localize, type Language } from '../../content/localize';
import type { FooterSection, SocialLink } from '../../content/types.generated';
import { labelledPart } from '../forms/part-form';
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

const part = (pointer: string, labels: Record<string, AdminTextKey>, documentId = 'footer') =>
  labelledPart(documentId, pointer, labels);

/**
 * The contact column: its heading, the spec's contact information in its order, and the WhatsApp link.
 * The address, phone and e-mail are the site settings' (Settings shows them too), so the footer, the
 * contact page and the PDFs never disagree.
 */
export const CONTACT_PARTS = [
  part('/contact', { title: 'footer.contact.title' }),
  part(
    '/general',
    { address: 'footer.contact.address', phone: 'footer.contact.phone', email: 'footer.contact.email' },
    'site',
  ),
  part('/contact', { website: 'footer.contact.website' }),
  part('/whatsapp', { text: 'footer.whatsapp.text', url: 'footer.whatsapp.url' }),
] as const;

/** The column about the college, and the copyright line under the footer. */
export const ABOUT_PARTS = [
  part('/about', { title: 'footer.about.title', text: 'footer.about.text' }),
  part('', { copyright: 'footer.copyright' }),
] as const;
