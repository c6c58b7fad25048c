/** The link catalogue (content/links.json) as a list the admin edits, each link in a form. */
import { localize } from '../../content/localize';
import type { ManagedLink, ManagedLinkCategory } from '../../content/types.generated';
import { fixedListPlace } from '../forms/schemas';
import type { ItemMaking } from '../shared/list-edits';
import type { AdminText } from '../text';

export const LINK_CATEGORIES = [
  'header',
  'footer',
  'sidebar',
  'quicklinks',
] as const satisfies ManagedLinkCategory[];

export const linksPlace = (t: AdminText) =>
  fixedListPlace<ManagedLink>('links', '/links', {
    name: (link) => localize(link.title, t.language),
    label: (change, title) => t(`links.history.${change}`, { title }),
  });

/** How the add form makes a link: trimmed, with an id unused in the catalogue, active (spec §2.14). */
export const NEW_LINK: ItemMaking<ManagedLink> = {
  id: ['link', 'title'],
  required: ['title', 'url'],
  fixed: { active: true },
};
