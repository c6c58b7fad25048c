/**
 * A block lays its parts side by side by the width of the column it is shown in, not the screen's:
 * beside the sidebars the page's main column on a 768 px tablet is 436 px, narrower than a large
 * phone's screen, and side-by-side parts sized by the screen broke their words there. The page's
 * main column and the admin's previews are the containers these queries ask.
 */
export function whenColumnAtLeast(width: number): string {
  return `@container (min-width: ${width}px)`;
}

/** From `width` up to (not including) `below`, or up from `width` when there is no `below`. */
export function whenColumnWithin(width: number, below?: number): string {
  return below === undefined ? whenColumnAtLeast(width) : `@container (${width}px <= width < ${below}px)`;
}

/** The narrowest a column can be and still give each of `count` parts `partWidth`, with `gap` between. */
export function widthFor(count: number, partWidth: number, gap: number): number {
  return count * partWidth + (count - 1) * gap;
}
