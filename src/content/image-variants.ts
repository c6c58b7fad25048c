/**
 * Naming of the WebP copies the build makes of every photograph: /media/images/a.jpg at 800 pixels
 * wide is /media/images/a-800w.webp. Shared by the build and the page, so both agree.
 */
export const RASTER_IMAGE = /\.(jpe?g|png)$/i;

const WIDTHS = [480, 800, 1200, 1600];

/** The widths made for an image: the standard ones below its own width, and its own width (at most 1600). */
export function variantWidths(intrinsicWidth: number): number[] {
  const largest = Math.min(intrinsicWidth, WIDTHS[WIDTHS.length - 1]!);
  return [...WIDTHS.filter((width) => width < largest), largest];
}

export function variantPath(src: string, width: number): string {
  return src.replace(RASTER_IMAGE, `-${width}w.webp`);
}

/** Where pictures uploaded in the admin are kept, as a site address. */
export const UPLOADS_ADDRESS = '/media/images/uploads';

/**
 * A picture uploaded in the admin carries its size in its name: open-day-3f2a9c1b0d-2000x1000.jpg.
 * Pages are rendered (and hydrated) from a bundle made before the picture existed, so its name is
 * what tells them the width and height to reserve and the variants to offer. The name is the
 * server's, made from the re-encoded file, so it cannot disagree with the bytes.
 */
const UPLOADED_IMAGE = new RegExp(
  `^${UPLOADS_ADDRESS}/[a-z0-9-]+-[0-9a-f]{10}-([1-9][0-9]{0,7})x([1-9][0-9]{0,7})\\.(jpg|png)$`,
);

export function uploadedImageAddress(
  slug: string,
  hash: string,
  [width, height]: readonly [number, number],
  extension: 'jpg' | 'png',
): string {
  return `${UPLOADS_ADDRESS}/${slug}-${hash}-${width}x${height}.${extension}`;
}

/** The width and height an uploaded picture's address names; undefined for any other address. */
export function uploadedImageSize(src: string): [number, number] | undefined {
  const match = UPLOADED_IMAGE.exec(src);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** Every uploaded picture's address that a string anywhere in `value` names, sorted. */
export function uploadedImagesIn(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (inner: unknown): void => {
    if (typeof inner === 'string') {
      if (uploadedImageSize(inner)) found.add(inner);
    } else if (Array.isArray(inner)) {
      inner.forEach(visit);
    } else if (inner !== null && typeof inner === 'object') {
      Object.values(inner).forEach(visit);
    }
  };
  visit(value);
  return [...found].sort();
}

/** The files of an uploaded picture: the original and its WebP variants; empty for any other address. */
export function uploadedImageFiles(src: string): string[] {
  const size = uploadedImageSize(src);
  return size ? [src, ...variantWidths(size[0]).map((width) => variantPath(src, width))] : [];
}

const UPLOADED_VARIANT = new RegExp(`^${UPLOADS_ADDRESS}/[a-z0-9-]+-[0-9]+w\\.webp$`);

/** A WebP copy the server made beside an upload (…-480w.webp): part of that picture, not one to pick. */
export const isUploadedVariant = (src: string): boolean => UPLOADED_VARIANT.test(src);

/** A picture's width and height: from the build's list of its pictures, or from an upload's name. */
export function imageSizeOf(
  src: string,
  builtSizes: Readonly<Record<string, readonly [number, number]>>,
): readonly [number, number] | undefined {
  return builtSizes[src] ?? uploadedImageSize(src);
}
