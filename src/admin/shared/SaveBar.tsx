import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * A screen's Save Changes (spec §4, §5, §8), which only confirms: every edit is already applied and in
 * the history. `lead` (a heading, a count) stands beside it, the confirmation `saved` under it.
 */
export function SaveBar({
  lead,
  saveLabel,
  saved,
  onSave,
  onDismiss,
}: {
  lead: ReactNode;
  saveLabel: string;
  saved: string | null;
  onSave: () => void;
  onDismiss: () => void;
}) {
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        {lead}
        <Button variant="contained" onClick={onSave}>
          {saveLabel}
        </Button>
      </Box>
      {saved && (
        <Alert severity="success" sx={{ mt: 2 }} onClose={onDismiss}>
          {saved}
        </Alert>
      )}
    </>
  );
}
