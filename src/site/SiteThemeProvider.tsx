import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useDocument } from '../content/hooks';
import { pageHasPrerenderedStyles } from './emotion';
import { siteThemeFor } from './theme';

/** The MUI theme follows the colours and font of the site settings, so an edit there restyles the site. */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  const { customization } = useDocument('site');
  const theme = siteThemeFor(customization);
  // A prerendered page carries the baseline's global rules already: adding them again would make the
  // browser match every element's styles once more. A change of the settings brings them back.
  const [prerenderedFor] = useState(() => (pageHasPrerenderedStyles() ? customization : null));
  return (
    <ThemeProvider theme={theme}>
      {customization !== prerenderedFor && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
