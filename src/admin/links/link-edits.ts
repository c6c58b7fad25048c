/** The link catalogue (content/links.json) as a list the admin edits, each link in a form, and the links it adds. */
import { localize, type Language } from '../../content/localize';
import type { ManagedLink, ManagedLinkCategory } from '../../content/types.generated';
import { trimmedText } from '../forms/localized-value';
import { fixedListPlace } from '../forms/schemas';
import type { ListEditor } from '../shared/list-edits';
import type { AdminText } from '../text';

export const LINK_CATEGORIES = [
  'header',
  'footer',
  'sidebar',
  'quicklinks',
] as const satisfies ManagedLinkCategory[];

export const linkName = (link: Pick<ManagedLink, 'title'>, language: Language = 'en'): string =>
  localize(link.title, language);

export const linksPlace = (t: AdminText) =>
  fixedListPlace<ManagedLink>('links', '/links', {
    name: (link) => linkName(link, t.language),
    label: (change, title) => t(`links.history.${change}`, { title }),
  });

/** What the add form holds: a link without its id and status. */
export type NewLink = Pick<ManagedLink, 'title' | 'url' | 'category'>;

/** The link the add form would add: trimmed, with an id unused in the catalogue, active (spec §2.14). */
export function newLink(editor: ListEditor<ManagedLink>, { title, url, category }: NewLink): ManagedLink {
  const text = trimmedText(title);
  return {
    id: editor.newId('link', localize(text, 'en')),
    title: text,
    url: url.trim(),
    category,
    active: true,
  };
}
