import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLanguage } from '../../i18n/language';
import { sessionText } from '../../server/admin-auth/session-text';
import { useAdminText } from '../text';
import { SignInFields, useSignInFields } from './SignInFields';
import { useLockCountdown } from './useLockCountdown';

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
  const language = useLanguage();
  const fields = useSignInFields();
  const { checking } = fields;
  const [problem, setProblem] = useState<string>();
  const [secondsLeft, lockFor] = useLockCountdown();
  const locked = secondsLeft > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    setProblem(undefined);
    const result = await fields.attempt();
    if (!result) return;
    switch (result.outcome) {
      case 'signed-in':
        setProblem(undefined);
        onSignedIn();
        return;
      case 'invalid':
        return setProblem(sessionText(language, 'invalid-credentials'));
      case 'locked':
        // The same countdown as the sign-in page's: the form opens again when the lock is over.
        return lockFor(result.seconds);
      case 'unavailable':
        return setProblem(t('login.unavailable'));
    }
  }

  return (
    <Dialog open={open} onClose={() => !checking && onCancel()} aria-labelledby="sign-in-again-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="sign-in-again-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{text}</DialogContentText>
          {problem && !locked && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {locked && (
            <Alert severity="error" role="timer" aria-live="polite">
              {sessionText(language, 'locked', { seconds: secondsLeft })}
            </Alert>
          )}
          <SignInFields fields={fields} disabled={checking || locked} />
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
