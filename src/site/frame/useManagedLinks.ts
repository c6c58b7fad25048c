import { useDocument } from '../../content/hooks';
import type { ManagedLink, ManagedLinkCategory } from '../../content/types.generated';

/** The active links of one category of the administrator's link catalogue (content/links.json), in its order. */
export function useManagedLinks(category: ManagedLinkCategory | undefined): ManagedLink[] {
  const { links } = useDocument('links');
  return category ? links.filter((link) => link.category === category && link.active) : [];
}
