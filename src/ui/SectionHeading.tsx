import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** A block's own heading: level 2 under the page title, styled like the title block. */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
      {children}
    </Typography>
  );
}
