import type { CSSProperties } from 'react';
import { NativePicture } from './islands/NativePicture';

export { CONTENT_COLUMN_SIZES } from './islands/NativePicture';
import { pictureDataOf } from './picture-data';

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
  return (
    <NativePicture
      picture={pictureDataOf(src, alt)}
      sizes={sizes}
      priority={priority}
      className={className}
      style={style}
    />
  );
}
