import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
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
