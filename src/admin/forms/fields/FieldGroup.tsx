import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';

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
  const message = problem ?? description;
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
      {message && (
        <FormHelperText error={problem !== undefined} sx={{ mt: 0, mb: 1 }}>
          {message}
        </FormHelperText>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
    </Box>
  );
}
