import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useDocument } from '../content/hooks';
import { createSiteTheme } from './theme';

/** The MUI theme follows the colours and font of the site settings, so an edit there restyles the site. */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  const { customization } = useDocument('site');
  const theme = useMemo(() => createSiteTheme(customization), [customization]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
