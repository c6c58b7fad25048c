import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAdminText } from '../text';
import { LoginField } from './LoginField';
import { MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from './LoginScreen';
import { signIn } from './session';

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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    if (username.length < MIN_USERNAME_LENGTH) return setProblem(t('login.usernameTooShort'));
    if (password.length < MIN_PASSWORD_LENGTH) return setProblem(t('login.passwordTooShort'));
    setChecking(true);
    const result = await signIn(username, password);
    setChecking(false);
    switch (result.outcome) {
      case 'signed-in':
        setPassword('');
        setProblem(undefined);
        onSignedIn();
        return;
      case 'invalid':
        setPassword('');
        return setProblem(t('login.invalid'));
      case 'locked':
        setPassword('');
        return setProblem(t('login.locked', { seconds: result.seconds }));
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
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <LoginField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
            error={undefined}
            disabled={checking}
          />
          <LoginField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={undefined}
            disabled={checking}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={checking}>
            {t('publish.signInCancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={checking}>
            {checking ? t('login.checking') : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
