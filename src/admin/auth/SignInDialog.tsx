import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAdminText } from '../text';
import { SignInFields, useSignIn } from './SignInFields';

/**
 * Signing in again over the screen, when the session ended while the user was working: the editor
 * stays as it is underneath, with every edit in memory, and `onSignedIn` carries on what was refused.
 */
export function SignInDialog({
  open,
  title,
  text,
  submitLabel,
  onSignedIn,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  submitLabel: string;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const t = useAdminText();
  const signIn = useSignIn(onSignedIn);
  const { checking, locked } = signIn;

  return (
    <Dialog open={open} onClose={() => !checking && onCancel()} aria-labelledby="sign-in-again-title">
      <Box component="form" noValidate onSubmit={signIn.submit}>
        <DialogTitle id="sign-in-again-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{text}</DialogContentText>
          <SignInFields signIn={signIn} disabled={checking || locked} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={checking}>
            {t('publish.signInCancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={checking || locked}>
            {checking ? t('login.checking') : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
