import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAdminText } from '../text';
import { canCheckCredentials, checkCredentials } from './credentials';
import { lockedUntil, recordFailure, signIn } from './session';

/** Shortest username and password the form accepts (spec §5, §9). */
export const MIN_USERNAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 6;

interface FieldErrors {
  username?: string;
  password?: string;
}

export function LoginScreen() {
  const t = useAdminText();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [checking, setChecking] = useState(false);
  const secondsLeft = useLockCountdown();
  const locked = secondsLeft > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked || checking) return;
    const errors: FieldErrors = {};
    if (username.length < MIN_USERNAME_LENGTH) errors.username = t('login.usernameTooShort');
    if (password.length < MIN_PASSWORD_LENGTH) errors.password = t('login.passwordTooShort');
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    setChecking(true);
    const valid = await checkCredentials(username, password);
    setChecking(false);
    if (valid) {
      signIn();
      navigate('/admin/dashboard');
      return;
    }
    recordFailure(Date.now());
    setFailed(true);
    setPassword('');
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <title>{t('admin.title')}</title>
      <meta name="robots" content="noindex" />
      <Paper sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }} elevation={2}>
        <Typography variant="h1" sx={{ textAlign: 'center', color: 'primary.dark' }}>
          {t('admin.title')}
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 3 }}>
          {t('login.subtitle')}
        </Typography>
        {failed && !locked && (
          <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
            {t('login.invalid')}
          </Alert>
        )}
        {locked && (
          <Alert severity="error" variant="filled" sx={{ mb: 2 }} role="timer" aria-live="polite">
            {t('login.locked', { seconds: secondsLeft })}
          </Alert>
        )}
        {!canCheckCredentials() && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('login.unavailable')}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={fieldErrors.username !== undefined}
            helperText={fieldErrors.username}
            disabled={locked}
            required
            fullWidth
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrors.password !== undefined}
            helperText={fieldErrors.password}
            disabled={locked}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={locked || checking}>
            {checking ? t('login.checking') : t('login.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

/** Seconds until the form unlocks (0 when it is not locked), ticking once a second while locked. */
function useLockCountdown(): number {
  const [seconds, setSeconds] = useState(secondsUntilUnlocked);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntilUnlocked()), 250);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}

function secondsUntilUnlocked(): number {
  return Math.max(0, Math.ceil((lockedUntil() - Date.now()) / 1000));
}
