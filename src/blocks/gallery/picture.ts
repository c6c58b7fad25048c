import mediaManifest from 'virtual:media-manifest';
import { sessionImageUrl } from '../../content/session-media';
import { RASTER_IMAGE, imageSizeOf } from '../../ui/image-variants';
import type { GalleryPicture } from './gallery-island';

/**
 * What ResponsiveImage would render for a picture, as plain data an island can take: the list of
 * picture sizes is the build's and cannot ship in an island, so the shell looks the picture up.
 */
export function galleryPictureOf(src: string, alt: string): GalleryPicture {
  const size = imageSizeOf(src, mediaManifest);
  const added = sessionImageUrl(src);
  const picture: GalleryPicture = { src: added ?? src, alt, variants: false };
  if (size) [picture.width, picture.height] = size;
  // Under `npm run dev` only the originals exist; a picture added in this tab has no copies yet.
  if (added || !size || !RASTER_IMAGE.test(src) || import.meta.env.DEV) return picture;
  picture.variants = true;
  return picture;
}
