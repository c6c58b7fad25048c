import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/language';
import { sessionText } from '../../server/admin-auth/session-text';
import { useAdminAddress } from '../shared/useAdminAddress';
import { useAdminText } from '../text';
import { SignInFields, useSignInFields } from './SignInFields';
import { useLockCountdown } from './useLockCountdown';

/**
 * Signing in inside the admin's app: after Logout, or when the session ended while the admin was
 * working, so the edits in memory are still there once signed in again. An address typed or
 * bookmarked gets the server's plain page instead (src/server/admin-auth/login-page), which loads
 * none of this app; both say and check the same, from the same dictionaries (the refusals' words
 * are the server's, session-text.ts).
 */
export function LoginScreen() {
  const t = useAdminText();
  const language = useLanguage();
  const navigate = useNavigate();
  const address = useAdminAddress();
  const fields = useSignInFields();
  const [failure, setFailure] = useState<'invalid' | 'unavailable' | undefined>();
  const [secondsLeft, lockFor] = useLockCountdown();
  const locked = secondsLeft > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    const result = await fields.attempt();
    if (!result) return;
    if (result.outcome === 'signed-in') {
      navigate(address('/admin/dashboard'));
      return;
    }
    // The server counts wrong tries per username and says how long it stays locked.
    if (result.outcome === 'locked') lockFor(result.seconds);
    setFailure(result.outcome === 'locked' ? undefined : result.outcome);
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
        {failure === 'invalid' && !locked && (
          <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
            {sessionText(language, 'invalid-credentials')}
          </Alert>
        )}
        {locked && (
          <Alert severity="error" variant="filled" sx={{ mb: 2 }} role="timer" aria-live="polite">
            {sessionText(language, 'locked', { seconds: secondsLeft })}
          </Alert>
        )}
        {failure === 'unavailable' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('login.unavailable')}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <SignInFields fields={fields} disabled={locked} />
          <Button type="submit" variant="contained" size="large" disabled={locked || fields.checking}>
            {fields.checking ? t('login.checking') : t('login.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
