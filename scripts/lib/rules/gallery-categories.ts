import type { ContentError } from '../content-validator';
import type { ContentRule } from './types';

interface Gallery {
  categories: { id: string }[];
  items: { category: string }[];
}

/** Every gallery photo belongs to one of the gallery's categories. */
export const galleryCategoriesExist: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    if (document.schemaFile !== 'gallery.schema.json' || !document.valid) continue;
    const gallery = document.data as Gallery;
    const known = new Set(gallery.categories.map((category) => category.id));
    gallery.items.forEach((item, index) => {
      if (!known.has(item.category)) {
        errors.push({
          file: document.file,
          pointer: `/items/${index}/category`,
          message: `is not one of the gallery's categories (${[...known].join(', ')})`,
          value: item.category,
        });
      }
    });
  }
  return errors;
};
