import { Children, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { whenColumnWithin, widthFor } from './column-width';

export interface ColumnStep {
  /** The column's width from which `count` columns show (until the next step's). */
  fromWidth: number;
  count: number;
}

/**
 * The widths of the column it is in at which a list of `items` shows two columns, three and so on:
 * as many as fit items at least `itemMinWidth` wide with `gap` between them, never more than
 * `columns` or than there are items.
 */
export function columnSteps(columns: number, items: number, itemMinWidth: number, gap: number): ColumnStep[] {
  const most = Math.max(1, Math.min(columns, items));
  return Array.from({ length: most - 1 }, (_, index) => {
    const count = index + 2;
    return { fromWidth: widthFor(count, itemMinWidth, gap), count };
  });
}

/**
 * A list laid out as a grid of equal columns. Their number follows the width of the column the list
 * is in, not the screen's (see column-width.ts). An item left alone on the last row takes the whole row.
 */
export function GridList({
  columns,
  itemMinWidth = 220,
  gap = 2,
  marginBottom = 3,
  children,
}: {
  /** The most columns, when there is room for them. */
  columns: number;
  /**
   * In pixels: the narrowest an item may be before the list shows one column fewer (a list inside a
   * padded box counts the padding in).
   */
  itemMinWidth?: number;
  gap?: number;
  marginBottom?: number;
  children: ReactNode;
}) {
  const theme = useTheme();
  const steps = columnSteps(columns, Children.count(children), itemMinWidth, parseFloat(theme.spacing(gap)));
  const layouts = Object.fromEntries(
    steps.map(({ fromWidth, count }, index) => [
      whenColumnWithin(fromWidth, steps[index + 1]?.fromWidth),
      {
        gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
        [`& > li:last-of-type:nth-of-type(${count}n + 1)`]: { gridColumn: '1 / -1' },
      },
    ]),
  );
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        mt: 0,
        mb: marginBottom,
        display: 'grid',
        gap,
        gridTemplateColumns: '1fr',
        // An item is a card, not a line of text: the main column's reading measure (75ch) would
        // leave a card that takes a whole row short of it (`:nth-of-type(n)`, every item, outranks it).
        '& > li:nth-of-type(n)': { maxWidth: 'none' },
        ...layouts,
      }}
    >
      {children}
    </Box>
  );
}
