import type { Language } from '../../content/localize';
import { localize } from '../../content/localize';
import type { Slide } from '../../content/types.generated';
import { islandLinkOf } from '../../ui/islands/island-link';
import { islandTextOf } from '../../ui/islands/island-text';
import { pictureDataOf } from '../../ui/picture-data';
import type { SlideData } from './slide-view';

/** A slide of content as the slider's island receives it, in the page's language. */
export function slideDataOf(slide: Slide, language: Language): SlideData {
  return {
    id: slide.id,
    picture: pictureDataOf(slide.image, localize(slide.alt, language)),
    ...(slide.title ? { title: islandTextOf(slide.title, language) } : {}),
    ...(slide.subtitle ? { subtitle: islandTextOf(slide.subtitle, language) } : {}),
    ...(slide.link
      ? {
          link: { to: islandLinkOf(slide.link.url, language), text: islandTextOf(slide.link.text, language) },
        }
      : {}),
  };
}
