import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A quiet note where a block could not render. */
export function BlockNotice({ children }: { children: ReactNode }) {
  return (
    <Box
      role="note"
      sx={{
        my: 2,
        p: 2,
        border: 1,
        borderColor: 'warning.main',
        borderRadius: 1,
        bgcolor: '#fff8e6',
        color: '#5c3d00',
      }}
    >
      {children}
    </Box>
  );
}
