import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/** How a button-like element looks: the theme's button, without MUI's ripple and loading machinery. */
export interface ButtonLookProps {
  variant?: 'contained' | 'outlined' | 'text';
  tone?: 'primary' | 'secondary';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
}

/** The look's props, and those MUI's styling reads (as its own shouldForwardProp keeps them). */
const LOOK_PROPS = new Set(['variant', 'tone', 'size', 'fullWidth', 'sx', 'ownerState', 'theme', 'as']);

/** Keeps the look's props, and MUI's, off the DOM element. */
export const withoutLookProps = (prop: string) => !LOOK_PROPS.has(prop);

/**
 * The look of the theme's buttons as plain CSS, for links and buttons of the public pages: the same
 * colours, shape and type as MUI's Button, at a fraction of its script, since first views load it.
 */
export function buttonLook({
  theme,
  variant = 'text',
  tone = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonLookProps & { theme: Theme }): CSSObject {
  const colour = theme.palette[tone];
  const large = size === 'large';
  return {
    ...(theme.typography.button as CSSObject),
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    boxSizing: 'border-box',
    minHeight: large ? 48 : 40,
    margin: 0,
    padding: large ? theme.spacing(1, 2.75) : theme.spacing(0.75, 2),
    border: variant === 'outlined' ? `1px solid ${alpha(colour.main, 0.5)}` : '1px solid transparent',
    borderRadius: theme.shape.borderRadius,
    fontSize: large ? '1rem' : '0.9rem',
    lineHeight: 1.5,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    color: variant === 'contained' ? colour.contrastText : colour.main,
    background: variant === 'contained' ? colour.main : 'transparent',
    boxShadow: variant === 'contained' ? theme.shadows[2] : 'none',
    transition: 'background-color 150ms, box-shadow 150ms, border-color 150ms',
    '&:hover': {
      background: variant === 'contained' ? colour.dark : alpha(colour.main, 0.06),
      borderColor: variant === 'outlined' ? colour.main : undefined,
      boxShadow: variant === 'contained' ? theme.shadows[4] : 'none',
    },
    '&:focus-visible': { outline: `3px solid ${alpha(colour.main, 0.5)}`, outlineOffset: 2 },
  };
}

/** A round button holding one icon, 44 px by default so a thumb finds it; colours are the caller's. */
export function iconButtonLook(size = 44): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    cursor: 'pointer',
  };
}
