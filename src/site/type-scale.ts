/**
 * The public site's type scale: every text of a page takes one of these sizes and weights. Each
 * size, weight and style on a page is one more face the browser sets up before its first paint, the
 * largest part of a first view's work on a phone. Italic stays only where a block sets a text apart
 * (the FAQ's Kiswahili).
 */
export const TYPE_SIZES_REM = [0.9, 1, 1.15, 1.45, 1.9] as const;
export const TYPE_WEIGHTS = [400, 700] as const;
