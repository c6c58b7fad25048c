/**
 * Naming of the copies the build makes of every photograph, in AVIF and WebP at several widths:
 * /media/images/a.jpg at 800 pixels wide is /media/images/a-800w.avif and /media/images/a-800w.webp.
 * Shared by the build, the server's uploads and the page, so all agree.
 */
export const RASTER_IMAGE = /\.(jpe?g|png)$/i;

/**
 * The formats of the copies, best first: a page offers them in this order and the browser takes the
 * first it can show. AVIF is about half the bytes of WebP at the same look; WebP serves the rest.
 */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_MEDIA_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * How each format is encoded (sharp's options). AVIF's effort 2 makes files within a few per cent of
 * effort 4's in a fifth of the time, which matters for an upload waiting on its copies.
 */
export const VARIANT_ENCODING: Record<VariantFormat, { quality: number; effort: number }> = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
};

const WIDTHS = [480, 800, 1200, 1600];

/** The widths made for an image: the standard ones below its own width, and its own width (at most 1600). */
export function variantWidths(intrinsicWidth: number): number[] {
  const largest = Math.min(intrinsicWidth, WIDTHS[WIDTHS.length - 1]!);
  return [...WIDTHS.filter((width) => width < largest), largest];
}

export function variantPath(src: string, width: number, format: VariantFormat): string {
  return src.replace(RASTER_IMAGE, `-${width}w.${format}`);
}

/** Every copy of a picture of this width: each format at each of its widths. */
export function variantFiles(src: string, intrinsicWidth: number): string[] {
  return VARIANT_FORMATS.flatMap((format) =>
    variantWidths(intrinsicWidth).map((width) => variantPath(src, width, format)),
  );
}

/** A srcset of a picture's copies in one format: "/a-480w.avif 480w, /a-800w.avif 800w". */
export function variantSrcSet(src: string, intrinsicWidth: number, format: VariantFormat): string {
  return variantWidths(intrinsicWidth)
    .map((width) => `${variantPath(src, width, format)} ${width}w`)
    .join(', ');
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

/**
 * An uploaded picture's smallest copy in a format, for a picture shown small (the header's logo, the
 * browser tab's icon) that would otherwise be fetched at full size; undefined for any other address.
 */
export function smallestUploadedCopy(src: string, format: VariantFormat): string | undefined {
  const size = uploadedImageSize(src);
  return size ? variantPath(src, variantWidths(size[0])[0]!, format) : undefined;
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

/** The files of an uploaded picture: the original and its copies; empty for any other address. */
export function uploadedImageFiles(src: string): string[] {
  const size = uploadedImageSize(src);
  return size ? [src, ...variantFiles(src, size[0])] : [];
}

const UPLOADED_VARIANT = new RegExp(
  `^${UPLOADS_ADDRESS}/[a-z0-9-]+-[0-9]+w\\.(${VARIANT_FORMATS.join('|')})$`,
);

/** A copy the server made beside an upload (…-480w.avif, …-480w.webp): part of that picture, not one to pick. */
export const isUploadedVariant = (src: string): boolean => UPLOADED_VARIANT.test(src);

/** A picture's width and height: from the build's list of its pictures, or from an upload's name. */
export function imageSizeOf(
  src: string,
  builtSizes: Readonly<Record<string, readonly [number, number]>>,
): readonly [number, number] | undefined {
  return builtSizes[src] ?? uploadedImageSize(src);
}
