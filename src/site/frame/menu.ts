import type { MenuItem } from '../../content/types.generated';

/** Timings and limits of the header (spec section 9). */
export const DROPDOWN_CLOSE_DELAY_MS = 300;

/** True when the current address is the entry's page or lies below it. */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.url === '/') return pathname === '/';
  if (item.url && (pathname === item.url || pathname.startsWith(item.url + '/'))) return true;
  return (item.children ?? []).some((child) => isActive(child, pathname));
}
