import { localize } from '../../content/localize';
import type { Footer, FooterSection, LinkItem, SocialLink } from '../../content/types.generated';
import type { ListPlace } from '../shared/list-edits';
import type { AdminText } from '../text';

export const SOCIAL_PLATFORMS = ['Facebook', 'Twitter', 'Youtube', 'Instagram', 'Linkedin'] as const;

/** The footer's link groups (content/footer.json) as a list the admin edits. */
export function footerSectionsPlace(t: AdminText): ListPlace<FooterSection> {
  return {
    documentId: 'footer',
    list: (document) => (document as Footer).sections,
    name: (section) => localize(section.title, 'en'),
    label: (change, name) => t(`footer.sectionHistory.${change}`, { name }),
  };
}

/** One group's links. */
export function footerLinksPlace(sectionId: string, t: AdminText): ListPlace<LinkItem> {
  return {
    documentId: 'footer',
    list: (document) =>
      (document as Footer).sections.find((section) => section.id === sectionId)?.links ?? [],
    name: (link) => localize(link.text, 'en'),
    label: (change, name) => t(`footer.linkHistory.${change}`, { name }),
  };
}

/** The social links. */
export function socialPlace(t: AdminText): ListPlace<SocialLink> {
  return {
    documentId: 'footer',
    list: (document) => (document as Footer).social,
    name: (link) => link.platform,
    label: (change, name) => t(`footer.socialHistory.${change}`, { name }),
  };
}

export interface ContactFields {
  address: string;
  phone: string;
  email: string;
  website: string;
}

export type ContactProblem = 'required' | 'phone' | 'email';

/** What is wrong with each contact field (the footer schema's own rules), keyed by field. */
export function contactProblems(fields: ContactFields): Partial<Record<keyof ContactFields, ContactProblem>> {
  const problems: Partial<Record<keyof ContactFields, ContactProblem>> = {};
  for (const field of ['address', 'phone', 'email', 'website'] as const)
    if (fields[field].trim() === '') problems[field] = 'required';
  if (!problems.phone && !/^\+?[0-9][0-9 ()-]{5,}$/.test(fields.phone.trim())) problems.phone = 'phone';
  if (!problems.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim())) problems.email = 'email';
  return problems;
}
