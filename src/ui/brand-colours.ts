import { darken, lighten, type Theme } from '@mui/material/styles';

/**
 * The shades of the site's two colours that the frame and blocks use beside the colours
 * themselves, derived from the theme so that a colour chosen in the settings carries through the
 * whole site (the defaults give the shades the design was drawn with).
 */
export const brand = {
  /** Deep primary: the footer, the ticker, the slider's stage. */
  deep: (theme: Theme) => darken(theme.palette.primary.main, 0.55),
  /** Text on the deep primary. */
  onDeep: (theme: Theme) => lighten(theme.palette.primary.main, 0.9),
  /** A light primary tint behind highlighted items and boxes. */
  tint: (theme: Theme) => lighten(theme.palette.primary.main, 0.92),
  /** A fainter tint, for striped rows and quiet panels. */
  wash: (theme: Theme) => lighten(theme.palette.primary.main, 0.95),
  /** Secondary as text on white, dark enough to read. */
  secondaryText: (theme: Theme) => darken(theme.palette.secondary.main, 0.4),
};
