import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A list laid out as a grid of equal columns, their number per screen width (from xs up). */
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
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([width, count]) => [
      width,
      count === 1 ? '1fr' : `repeat(${count}, minmax(0, 1fr))`,
    ]),
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
