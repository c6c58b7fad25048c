/** The link catalogue (content/links.json) as a list the admin edits, and the links it adds. */
import { localize } from '../../content/localize';
import type { ManagedLink, ManagedLinkCategory, ManagedLinks } from '../../content/types.generated';
import type { ListEditor, ListPlace } from '../shared/list-edits';
import type { AdminText } from '../text';

export const LINK_CATEGORIES = [
  'header',
  'footer',
  'sidebar',
  'quicklinks',
] as const satisfies ManagedLinkCategory[];

export const linkName = (link: ManagedLink): string => localize(link.title, 'en');

export function linksPlace(t: AdminText): ListPlace<ManagedLink> {
  return {
    documentId: 'links',
    list: (document) => (document as ManagedLinks).links,
    name: linkName,
    label: (change, title) => t(`links.history.${change}`, { title }),
  };
}

export interface NewLink {
  title: string;
  titleSw: string;
  url: string;
  category: ManagedLinkCategory;
}

/** Adds an active link at the end of the catalogue, with a Kiswahili title when one is given; its id. */
export function addLink(editor: ListEditor<ManagedLink>, { title, titleSw, url, category }: NewLink): string {
  const english = title.trim();
  const kiswahili = titleSw.trim();
  const id = editor.newId('link', english);
  editor.add({
    id,
    title: kiswahili ? { en: english, sw: kiswahili } : english,
    url: url.trim(),
    category,
    active: true,
  });
  return id;
}
