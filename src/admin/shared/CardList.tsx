import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A screen's items as a column of cards, named for assistive tools; ordered where order is what is edited. */
export function CardList({
  label,
  ordered = false,
  dense = false,
  children,
}: {
  label: string;
  ordered?: boolean;
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: dense ? 1.5 : 2 }}
    >
      {children}
    </Box>
  );
}
