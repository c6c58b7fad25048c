import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** One part of a fee block under its own heading (a block's headings are h2, like a title block's). */
export function FeeSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
        {heading}
      </Typography>
      {children}
    </section>
  );
}
