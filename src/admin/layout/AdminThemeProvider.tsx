import type { ReactNode } from 'react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

const adminThemes = new WeakMap<Theme, Theme>();

/** The site's theme with what the admin's screens need on top, made once per site theme. */
function adminThemeOf(siteTheme: Theme): Theme {
  let theme = adminThemes.get(siteTheme);
  if (!theme) {
    theme = createTheme(siteTheme, {
      components: {
        // A tooltip stays beside its control, inside the control's landmark: in a portal at the end
        // of the body it would be content outside every landmark while it shows.
        MuiTooltip: { defaultProps: { slotProps: { popper: { disablePortal: true } } } },
        // On a phone a dialog takes the whole screen: its form gets every pixel and nothing behind it
        // peeks out at the edges.
        MuiDialog: {
          styleOverrides: {
            paper: {
              [siteTheme.breakpoints.down('sm')]: {
                margin: 0,
                width: '100%',
                maxWidth: '100%',
                height: '100%',
                maxHeight: '100%',
                borderRadius: 0,
              },
            },
          },
        },
      },
    });
    adminThemes.set(siteTheme, theme);
  }
  return theme;
}

export function AdminThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={adminThemeOf}>{children}</ThemeProvider>;
}
