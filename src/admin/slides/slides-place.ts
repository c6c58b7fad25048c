import { localize } from '../../content/localize';
import type { Slide, Slideshow } from '../../content/types.generated';
import type { ListItemFormPlace } from '../forms/list-item-form';
import { schemaNodeAt } from '../forms/schemas';
import type { AdminText } from '../text';

/** The home slider's slides as a list the admin edits (content/slides.json), each slide in a form. */
export function slidesPlace(t: AdminText): ListItemFormPlace<Slide> {
  return {
    documentId: 'slides',
    list: (document) => (document as Slideshow).slides,
    pointer: '/slides',
    itemSchema: schemaNodeAt('slides.schema.json', '/properties/slides/items'),
    name: (slide) => localize(slide.alt, t.language),
    label: (change, name) => t(`slides.history.${change}`, { name }),
  };
}
