import { useCallback, type ReactNode } from 'react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useAdminText } from '../text';

const adminThemes = new WeakMap<Theme, Map<string, Theme>>();

/** The site's theme with what the admin's screens need on top, made once per site theme and language. */
function adminThemeOf(siteTheme: Theme, closeText: string): Theme {
  const themes = adminThemes.get(siteTheme) ?? new Map<string, Theme>();
  adminThemes.set(siteTheme, themes);
  let theme = themes.get(closeText);
  if (!theme) {
    theme = createTheme(siteTheme, {
      components: {
        // Every notice's close button speaks the admin's language.
        MuiAlert: { defaultProps: { closeText } },
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
    themes.set(closeText, theme);
  }
  return theme;
}

export function AdminThemeProvider({ children }: { children: ReactNode }) {
  const closeText = useAdminText()('admin.close');
  const theme = useCallback((siteTheme: Theme) => adminThemeOf(siteTheme, closeText), [closeText]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
