import { Children, type ReactNode } from 'react';
import Box from '@mui/material/Box';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/**
 * The number of columns for this many items nearest to the one asked for that leaves no item alone
 * on the last row: 3 cards in 2 columns become 3 columns, 7 in 3 become 4; one column when nothing
 * near fits.
 */
export function columnsWithoutLoneItem(wanted: number, items: number): number {
  if (wanted <= 1 || items <= wanted) return Math.max(1, Math.min(wanted, items));
  const fits = (columns: number) => columns === 1 || items % columns !== 1;
  return [wanted, wanted + 1, wanted - 1].find(fits) ?? 1;
}

/** A list laid out as a grid of equal columns, their number per screen width (from xs up), with full last rows. */
export function GridList({
  columns,
  gap = 2,
  marginBottom = 3,
  children,
}: {
  columns: Partial<Record<Breakpoint, number>>;
  gap?: number;
  marginBottom?: number;
  children: ReactNode;
}) {
  const items = Children.count(children);
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([width, wanted]) => {
      const count = columnsWithoutLoneItem(wanted, items);
      return [width, count === 1 ? '1fr' : `repeat(${count}, minmax(0, 1fr))`];
    }),
  );
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, mt: 0, mb: marginBottom, display: 'grid', gap, gridTemplateColumns }}
    >
      {children}
    </Box>
  );
}
