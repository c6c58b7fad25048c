import type { CSSProperties } from 'react';
import { MAIN_PICTURE_TIMING } from '../../content/embedded';
import { pictureSources } from './picture-sources';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Names the image for the Element Timing API (PerformanceObserver type "element"). */
    elementtiming?: string;
  }
}

/** Width of a picture that fills the page column, beside the sidebars on wide screens. */
export const CONTENT_COLUMN_SIZES =
  '(min-width: 1100px) 760px, (min-width: 768px) calc(100vw - 330px), 100vw';

/**
 * A content picture as plain data: what ResponsiveImage draws, worked out where the build's list of
 * picture sizes is known (pictureDataOf), so an island can draw it without that list.
 */
export interface PictureData {
  /** The original file, the last fallback (and where a gallery thumbnail leads without script). */
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /**
   * Whether it has AVIF and WebP copies: their addresses follow from src and width (pictureSources),
   * so a page does not carry each address twice, as markup and again as an island's props.
   */
  variants: boolean;
}

/**
 * The one markup of a content picture, for the prerender and islands alike, so a picture an island
 * draws again matches the head's preload attribute for attribute and is fetched once.
 */
export function NativePicture({
  picture,
  sizes,
  priority = false,
  className,
  style,
}: {
  picture: PictureData;
  sizes: string;
  /** The page's main picture: loaded at once and first, not lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const image = (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      elementtiming={priority ? MAIN_PICTURE_TIMING : undefined}
      className={className}
      style={style}
    />
  );
  if (!picture.variants || !picture.width) return image;
  return (
    <picture>
      {pictureSources(picture.src, picture.width).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
