import type { ContentError } from './types';
import type { ContentRule } from './types';
import { pages } from './types';
import { because } from './reasons';

interface Downloads {
  groups: { items: { id: string }[] }[];
}
interface PageComponents {
  components?: { type?: unknown; content?: { items?: unknown } }[];
}

/** Every item a downloads block picks is an item of content/downloads.json. */
export const downloadItemsExist: ContentRule = (context) => {
  const downloads = context.documents.find((document) => document.id === 'downloads');
  if (!downloads?.valid) return [];
  const known = new Set(
    (downloads.data as Downloads).groups.flatMap((group) => group.items.map((item) => item.id)),
  );
  const errors: ContentError[] = [];
  for (const page of pages(context)) {
    if (!page.valid) continue;
    (page.data as PageComponents).components?.forEach((component, index) => {
      if (component.type !== 'downloads' || !Array.isArray(component.content?.items)) return;
      component.content.items.forEach((id: unknown, position) => {
        if (typeof id === 'string' && !known.has(id))
          errors.push({
            file: page.file,
            pointer: `/components/${index}/content/items/${position}`,
            message: 'is not an item of content/downloads.json',
            value: id,
            reason: because('downloads.unknownItem'),
          });
      });
    });
  }
  return errors;
};
