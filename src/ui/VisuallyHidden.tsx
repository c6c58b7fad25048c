import { styled } from '@mui/material/styles';

/**
 * The style that keeps an element for screen readers only. Its text takes the surrounding font, so
 * hidden text (a hidden heading's 2em) never makes the browser set up one more size of the font.
 */
export const visuallyHidden = {
  font: 'inherit',
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only. */
export const VisuallyHidden = styled('span')(visuallyHidden);
