import mediaManifest from 'virtual:media-manifest';
import { sessionImageUrl } from '../content/session-media';
import { RASTER_IMAGE, imageSizeOf } from './image-variants';
import type { PictureData } from './islands/NativePicture';

/**
 * Which files show a content picture: AVIF, or WebP where the browser lacks AVIF, at the width the
 * screen needs, the original last, with the size that keeps the page from jumping while it loads.
 */
export function pictureDataOf(src: string, alt: string): PictureData {
  // The build's pictures are in its list; one uploaded since names its size in its address.
  const size = imageSizeOf(src, mediaManifest);
  // A picture added in this tab is shown from memory until it is committed with the content.
  const added = sessionImageUrl(src);
  const picture: PictureData = { src: added ?? src, alt, variants: false };
  if (size) [picture.width, picture.height] = size;
  // Under `npm run dev` only the originals exist; a picture added in this tab has no copies yet.
  if (added || !size || !RASTER_IMAGE.test(src) || import.meta.env.DEV) return picture;
  picture.variants = true;
  return picture;
}
