import { localize } from '../../content/localize';
import type { Slide, Slideshow } from '../../content/types.generated';
import type { ListPlace } from '../shared/list-edits';
import type { AdminText } from '../text';

/** The home slider's slides as a list the admin edits (content/slides.json). */
export function slidesPlace(t: AdminText): ListPlace<Slide> {
  return {
    documentId: 'slides',
    list: (document) => (document as Slideshow).slides,
    name: (slide) => localize(slide.alt, 'en'),
    label: (change, name) => t(`slides.history.${change}`, { name }),
  };
}
