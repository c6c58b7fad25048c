import { createTheme, type Theme } from '@mui/material/styles';
import type { CustomizationSettings } from '../content/types.generated';
import { MOBILE_BREAKPOINT } from './breakpoint';

/** Fallback stacks so text reads at once while the self-hosted font loads. */
const FONT_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

function createSiteTheme(customization: CustomizationSettings): Theme {
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1100, xl: 1440 } },
    palette: {
      primary: { main: customization.primaryColor, contrastText: '#ffffff' },
      secondary: { main: customization.secondaryColor, contrastText: '#111111' },
      background: { default: '#f5f7fb', paper: '#ffffff' },
      text: { primary: '#1c2331', secondary: '#4a5568' },
    },
    // Headings on the type scale (./type-scale), which every block and the frame keep to.
    typography: {
      fontFamily: `"${customization.fontFamily}", ${FONT_FALLBACK}`,
      h1: { fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.45rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.35 },
      body1: { lineHeight: 1.65 },
      button: { textTransform: 'none', fontWeight: 700 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      // Icons drawn by islands (src/ui/islands/Icon.tsx) look as MUI's own, without its runtime.
      MuiCssBaseline: {
        styleOverrides: {
          '.native-icon': {
            userSelect: 'none',
            width: '1em',
            height: '1em',
            display: 'inline-block',
            fill: 'currentColor',
            flexShrink: 0,
            fontSize: '1.5rem',
          },
          '.native-icon.MuiSvgIcon-fontSizeSmall': { fontSize: '1.25rem' },
        },
      },
    },
  });
}

const themes = new WeakMap<CustomizationSettings, Theme>();

/**
 * The theme of these settings, made once per settings object: the browser's entry makes it before
 * the components load, and the provider then finds it ready.
 */
export function siteThemeFor(customization: CustomizationSettings): Theme {
  let theme = themes.get(customization);
  if (!theme) {
    theme = createSiteTheme(customization);
    themes.set(customization, theme);
  }
  return theme;
}
