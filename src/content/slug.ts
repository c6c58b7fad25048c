/**
 * A text as a safe part of an id or an address: "Graduation Day 2024" is graduation-day-2024, "Café"
 * is cafe. Empty when the text has no letter or digit of the Latin alphabet; at most maxLength long.
 */
export function slugOf(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/**
 * The first name not taken of candidate(1), candidate(2), …: the caller writes the number in (for
 * instance "history", then "history-2", or "photo.jpg", then "photo-2.jpg").
 */
export function firstFreeName(candidate: (n: number) => string, taken: (name: string) => boolean): string {
  for (let n = 1; ; n++) {
    const name = candidate(n);
    if (!taken(name)) return name;
  }
}

/** base, then base-2, base-3, …: the numbered names firstFreeName tries for an id. */
export const numbered =
  (base: string) =>
  (n: number): string =>
    n === 1 ? base : `${base}-${n}`;
