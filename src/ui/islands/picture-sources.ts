import { VARIANT_FORMATS, VARIANT_MEDIA_TYPES, variantSrcSet } from '../../content/image-variants';

/**
 * The AVIF and WebP copies of a picture, best first, as ResponsiveImage offers them. Their addresses
 * follow from the original's and its width, so an island's props say only that a picture has copies
 * and the island writes the srcsets, instead of every page carrying each address twice (as markup
 * and again as props).
 */
export function pictureSources(src: string, width: number): { type: string; srcSet: string }[] {
  return VARIANT_FORMATS.map((format) => ({
    type: VARIANT_MEDIA_TYPES[format],
    srcSet: variantSrcSet(src, width, format),
  }));
}
