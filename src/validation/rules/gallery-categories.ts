import type { ContentError } from './types';
import type { ContentRule } from './types';
import { because } from './reasons';

/**
 * Every gallery photo belongs to one of the gallery's categories. Checked even when the gallery breaks
 * its schema elsewhere, so one run reports every problem; what is not a list or an id is left to the
 * schema's own error.
 */
export const galleryCategoriesExist: ContentRule = (context) => {
  const errors: ContentError[] = [];
  for (const document of context.documents) {
    if (document.schemaFile !== 'gallery.schema.json') continue;
    const { categories, items } = (document.data ?? {}) as { categories?: unknown; items?: unknown };
    if (!Array.isArray(categories) || !Array.isArray(items)) continue;
    const known = new Set(categories.map((category: { id?: unknown } | null) => category?.id));
    const listed = [...known].filter((id) => typeof id === 'string').join(', ');
    items.forEach((item: { category?: unknown } | null, index) => {
      const category = item?.category;
      if (typeof category === 'string' && !known.has(category)) {
        errors.push({
          file: document.file,
          pointer: `/items/${index}/category`,
          message: `is not one of the gallery's categories (${listed})`,
          value: category,
          reason: because('gallery.unknownCategory', { known: listed }),
        });
      }
    });
  }
  return errors;
};
