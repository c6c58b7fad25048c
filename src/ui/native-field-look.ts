import { alpha, keyframes, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * The look of the public pages' form fields, native elements with the theme's outlined look (the
 * phone's own keyboard and picker, and no script of MUI's TextField and Select on a first view), as
 * CSS for a box holding a `.field-label` label and an input or a select.
 */
export function nativeFieldLook(theme: Theme): CSSObject {
  return {
    display: 'grid',
    gap: theme.spacing(0.5),
    minWidth: 0,
    '& .field-label': { fontSize: '0.9rem', fontWeight: 700, color: theme.palette.text.secondary },
    '& input, & select': {
      boxSizing: 'border-box',
      width: '100%',
      minHeight: 48,
      padding: theme.spacing(1, 1.5),
      font: 'inherit',
      color: theme.palette.text.primary,
      background: theme.palette.background.paper,
      border: `1px solid ${alpha(theme.palette.text.primary, 0.35)}`,
      borderRadius: theme.shape.borderRadius,
    },
    '& input:hover, & select:hover': { borderColor: theme.palette.text.primary },
    '& input:focus-visible, & select:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -1,
      borderColor: theme.palette.primary.main,
    },
  };
}

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small spinning ring, drawn by CSS alone; still for visitors who prefer less motion. */
export function spinnerLook(theme: Theme): CSSObject {
  return {
    display: 'inline-block',
    width: 24,
    height: 24,
    flexShrink: 0,
    border: `3px solid ${alpha(theme.palette.primary.main, 0.2)}`,
    borderTopColor: theme.palette.primary.main,
    borderRadius: '50%',
    animation: `${spin} 800ms linear infinite`,
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  };
}
