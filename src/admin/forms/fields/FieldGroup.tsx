import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';

/** A group of inputs (an object's properties, a list's items) under its label, as a fieldset. */
export function FieldGroup({
  id,
  label,
  description,
  problem,
  children,
}: {
  id: string;
  label: string;
  description?: string;
  problem?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="fieldset"
      id={id}
      tabIndex={-1}
      sx={{
        border: 1,
        borderColor: problem ? 'error.main' : 'divider',
        borderRadius: 1,
        m: 0,
        p: { xs: 1, sm: 1.5 },
        minWidth: 0,
      }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {label}
      </Box>
      {(problem ?? description) && (
        <FormHelperText error={problem !== undefined} sx={{ mt: 0, mb: 1 }}>
          {problem ?? description}
        </FormHelperText>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
    </Box>
  );
}
