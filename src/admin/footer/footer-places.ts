/** The parts of the footer (content/footer.json) the admin edits, each in a form over its schema. */
import { localize } from '../../content/localize';
import type { Footer, FooterSection, LinkItem, SocialLink } from '../../content/types.generated';
import type { ListItemFormPlace } from '../forms/list-item-form';
import type { PartFormPlace } from '../forms/part-form';
import { fixedListPlace, schemaNodeAt } from '../forms/schemas';
import { linkName } from '../shared/LinkRows';
import type { AdminText, AdminTextKey } from '../text';

const SCHEMA = 'footer.schema.json';
const SECTION = '/properties/sections/items';

export const sectionName = (section: Pick<FooterSection, 'title'>): string => localize(section.title, 'en');

/** The footer's link sections. */
export const footerSectionsPlace = (t: AdminText) =>
  fixedListPlace<FooterSection>('footer', '/sections', {
    name: sectionName,
    label: (change, name) => t(`footer.sectionHistory.${change}`, { name }),
  });

/** The links of the section with this id, at this place among the sections. */
export function footerLinksPlace(
  sectionId: string,
  position: number,
  t: AdminText,
): ListItemFormPlace<LinkItem> {
  return {
    documentId: 'footer',
    list: (document) =>
      (document as Footer).sections.find((section) => section.id === sectionId)?.links ?? [],
    pointer: `/sections/${position}/links`,
    itemSchema: schemaNodeAt(SCHEMA, `${SECTION}/properties/links/items`),
    name: linkName,
    label: (change, name) => t(`footer.linkHistory.${change}`, { name }),
  };
}

/** The social links. */
export const socialPlace = (t: AdminText) =>
  fixedListPlace<SocialLink>('footer', '/social', {
    name: (link) => link.platform,
    label: (change, name) => t(`footer.socialHistory.${change}`, { name }),
  });

/** The contact information the spec lists, in its order, with its labels: one form, applied as typing pauses. */
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
