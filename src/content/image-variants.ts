/**
 * Naming of the WebP copies the build makes of every photograph: /media/images/a.jpg at 800 pixels
 * wide is /media/images/a-800w.webp. Shared by the build and the page, so both agree.
 */
export const RASTER_IMAGE = /\.(jpe?g|png)$/i;

const WIDTHS = [480, 800, 1200, 1600];

/** The widths made for an image: the standard ones below its own width, and its own width. */
export function variantWidths(intrinsicWidth: number): number[] {
  return [...WIDTHS.filter((width) => width < intrinsicWidth), Math.min(intrinsicWidth, 1600)];
}

export function variantPath(src: string, width: number): string {
  return src.replace(RASTER_IMAGE, `-${width}w.webp`);
}
