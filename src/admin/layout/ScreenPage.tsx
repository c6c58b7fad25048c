import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useAdminText } from '../text';

/**
 * One admin screen: its heading, a line about it where it has one, then the screen. The heading also
 * names the browser tab ("Settings – Admin"), so tabs and the browser's history tell screens apart.
 */
export function ScreenPage({
  title,
  intro,
  children,
  ...box
}: BoxProps & { title: string; intro?: ReactNode }) {
  const t = useAdminText();
  return (
    <Box {...box}>
      <title>{`${title} – ${t('admin.title')}`}</title>
      <Typography variant="h2" sx={{ mb: intro ? 1 : 2 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{intro}</Typography>}
      {children}
    </Box>
  );
}

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
