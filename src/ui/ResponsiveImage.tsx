import type { CSSProperties } from 'react';
import mediaManifest from 'virtual:media-manifest';
import { sessionImageUrl } from '../content/session-media';
import {
  RASTER_IMAGE,
  VARIANT_FORMATS,
  VARIANT_MEDIA_TYPES,
  imageSizeOf,
  variantSrcSet,
} from './image-variants';

/** Width of a picture that fills the page column, beside the sidebars on wide screens. */
export const CONTENT_COLUMN_SIZES =
  '(min-width: 1100px) 760px, (min-width: 768px) calc(100vw - 330px), 100vw';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the image shows, as in the sizes attribute: "(min-width: 1100px) 800px, 100vw". */
  sizes: string;
  /** The page's main picture: loaded at once and first, not lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A content picture: AVIF, or WebP where the browser lacks AVIF, at the width the screen needs (the
 * original as the last fallback), with its width and height set so the page does not jump while it
 * loads, and lazy unless it is the page's main picture. The head preloads the main picture from its
 * first source (see priorityImagePreload), with the same srcset and sizes, so it is fetched once.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
  style,
}: ResponsiveImageProps) {
  // The build's pictures are in its list; one uploaded since names its size in its address.
  const size = imageSizeOf(src, mediaManifest);
  // A picture added in this tab is shown from memory until it is committed with the content.
  const added = sessionImageUrl(src);
  const image = (
    <img
      src={added ?? src}
      alt={alt}
      width={size?.[0]}
      height={size?.[1]}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={style}
    />
  );
  // Under `npm run dev` only the originals exist.
  if (added || !size || !RASTER_IMAGE.test(src) || import.meta.env.DEV) return image;
  return (
    <picture>
      {VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={VARIANT_MEDIA_TYPES[format]}
          srcSet={variantSrcSet(src, size[0], format)}
          sizes={sizes}
        />
      ))}
      {image}
    </picture>
  );
}
