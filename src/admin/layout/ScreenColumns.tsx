import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A screen's parts side by side from the breakpoint `from` (a list beside its editor, a chart beside
 * its table), one above the other below it, on a phone. `minmax(0, …)` columns keep each as wide as
 * the screen allows, never as wide as what it holds (a preview's frame, a long address).
 */
export function ScreenColumns({
  from,
  columns,
  sx,
  children,
}: {
  from: 'md' | 'lg';
  columns: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: columns },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
