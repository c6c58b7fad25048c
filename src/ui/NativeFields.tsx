import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { alpha, keyframes, styled } from '@mui/material/styles';

/**
 * Form fields of the public pages as native elements with the theme's outlined look: the phone's own
 * keyboard and picker, and none of the script of MUI's TextField and Select on a first view.
 */
const Field = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  minWidth: 0,
  '& .field-label': { fontSize: '0.85rem', fontWeight: 600, color: theme.palette.text.secondary },
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
}));

export function NativeSelect({
  id,
  label,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: ReactNode;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Field>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A text input whose name is given by aria-label (no visible label), as a search box. */
export function NativeInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field sx={{ flex: 1 }}>
      <input {...props} />
    </Field>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small spinning ring, drawn by CSS alone; still for visitors who prefer less motion. */
export const Spinner = styled('span')(({ theme }) => ({
  display: 'inline-block',
  width: 24,
  height: 24,
  flexShrink: 0,
  border: `3px solid ${alpha(theme.palette.primary.main, 0.2)}`,
  borderTopColor: theme.palette.primary.main,
  borderRadius: '50%',
  animation: `${spin} 800ms linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
}));
