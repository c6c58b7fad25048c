/** Paging of a list: the number of pages (at least 1) and the items of one page, counted from 1. */
export function pageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** A page change is accepted only for pages from 1 to the page count (spec section 5). */
export function isValidPage(page: number, itemCount: number, pageSize: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount(itemCount, pageSize);
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The index before or after, wrapping around at the ends. */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}
