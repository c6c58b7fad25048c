import mediaManifest from 'virtual:media-manifest';
import type { Language } from '../../content/localize';
import { localize } from '../../content/localize';
import { sessionImageUrl } from '../../content/session-media';
import type { Slide } from '../../content/types.generated';
import { islandLinkOf } from '../../ui/islands/island-link';
import { islandTextOf } from '../../ui/islands/island-text';
import { RASTER_IMAGE, imageSizeOf } from '../../ui/image-variants';
import { CONTENT_COLUMN_SIZES } from '../../ui/ResponsiveImage';
import type { SlideData, SlidePictureData } from './slide-view';

/**
 * A slide's picture as ResponsiveImage picks it (same size lookup, same variants, the same rule for
 * showing the original alone), as data the slider's island can draw without the media list.
 */
function pictureOf(slide: Slide, language: Language): SlidePictureData {
  const size = imageSizeOf(slide.image, mediaManifest);
  // A picture added in this tab is shown from memory until it is committed with the content.
  const added = sessionImageUrl(slide.image);
  const original = added || !size || !RASTER_IMAGE.test(slide.image) || import.meta.env.DEV;
  return {
    src: added ?? slide.image,
    alt: localize(slide.alt, language),
    width: size?.[0],
    height: size?.[1],
    sizes: CONTENT_COLUMN_SIZES,
    variants: !original,
  };
}

/** A slide of content as the slider's island receives it, in the page's language. */
export function slideDataOf(slide: Slide, language: Language): SlideData {
  return {
    id: slide.id,
    picture: pictureOf(slide, language),
    ...(slide.title ? { title: islandTextOf(slide.title, language) } : {}),
    ...(slide.subtitle ? { subtitle: islandTextOf(slide.subtitle, language) } : {}),
    ...(slide.link
      ? {
          link: { to: islandLinkOf(slide.link.url, language), text: islandTextOf(slide.link.text, language) },
        }
      : {}),
  };
}
