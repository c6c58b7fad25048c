/** One input per line, the whole width. */
export const ONE_COLUMN = 'minmax(0, 1fr)';

/**
 * The inputs side by side from a middle width up, one above the other on a phone; `columns` gives
 * their widths, by default a text twice as wide as the one input after it. A single input (or one
 * localized text, its two languages side by side) takes the whole width.
 */
export function fieldsLayout(fields: readonly unknown[], columns = 'minmax(0, 2fr) minmax(0, 1fr)') {
  return {
    display: 'grid',
    gap: 1.5,
    alignItems: 'start',
    minWidth: 0,
    gridTemplateColumns: { xs: ONE_COLUMN, md: fields.length === 1 ? ONE_COLUMN : columns },
  } as const;
}
